import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../src/domain/engine/profile';
import { csvRows, markdownSummary, resultCsv } from '../../src/features/results/export';
import { entry, excluded, result } from './results-fixtures';

const ranking = result({
  ranked: [
    entry(1, { estCost: 20, estHours: 10, warnings: [{ key: 'engine.warning.rocm', values: {} }] }),
    entry(2, { instanceType: '=HYPERLINK("x")', estCost: 30.456, estHours: 5 }),
  ],
  excluded: [excluded('vague:quote-only@r1', ['engine.excluded.no-price'])],
  weights: [25, 60, 15],
});

describe('result export', () => {
  it('writes one CSV row per ranked entry, then the ruled-out offers with their reasons', () => {
    const { fields, rows } = csvRows(ranking, 'en');
    expect(fields.slice(0, 3)).toEqual(['status', 'rank', 'offerId']);
    expect(rows.map((r) => [r.status, r.rank, r.offerId])).toEqual([
      ['ranked', 1, 'lambda:gpu_1x@us-east-1'],
      ['ranked', 2, 'lambda:gpu_2x@us-east-2'],
      ['excluded', null, 'vague:quote-only@r1'],
    ]);
    expect(rows[0]?.notes).toBe('AMD GPU: needs a ROCm build of your framework');
    expect(rows[1]?.estCost).toBe(30.46);
    expect(rows[2]?.notes).toBe(
      'No public price (price on request): add your own quote to rank it',
    );
  });

  it('escapes cells that a spreadsheet would run as formulas', () => {
    const csv = resultCsv(ranking, 'zh');
    const lines = csv.split('\r\n');
    expect(lines[0]?.startsWith('\uFEFFstatus,rank,offerId,provider,region,instanceType')).toBe(
      true,
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[3]).toContain('没有公开价格');
  });

  it('summarises the profile and the top picks in Markdown', () => {
    const md = markdownSummary(ranking, {
      lang: 'en',
      profile: { ...DEFAULT_PROFILE, wl: 'finetune', model: 7, budget: 500 },
      provider: (id) => id.toUpperCase(),
      asOf: '2025-05-01',
      fx: 7.2,
      url: 'https://example.test/?v=1',
    });
    expect(md).toContain('# GPU rental recommendation');
    expect(md).toContain('**Profile:** LoRA fine-tuning, 7B, work=72, budget=500 USD/job');
    expect(md).toContain(
      '| 1 | LAMBDA `lambda:gpu_1x@us-east-1` | 1 × A100 80GB SXM | 10 | 20 | yes |',
    );
    expect(md).toContain(
      '| 2 | LAMBDA `lambda:gpu_2x@us-east-2` | 1 × A100 80GB SXM | 5 | 30.46 | yes |',
    );
    expect(md).toContain('Score weights: performance 25 %, cost 60 %, capability 15 %.');
    expect(md).toContain('Reproduce: https://example.test/?v=1');
  });
});
