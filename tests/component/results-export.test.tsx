import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../src/domain/engine/profile';
import { csvRows, markdownSummary, resultCsv } from '../../src/features/results/export';
import { entry, excluded, result } from './results-fixtures';

const ranking = result({
  ranked: [
    entry(1, {
      estCost: 20,
      estHours: 10,
      score: 0.734,
      scoreParts: { performance: 0.5, cost: 0.9, capability: 0.25 },
      warnings: [{ key: 'engine.warning.rocm', values: {} }],
    }),
    entry(2, {
      instanceType: '=HYPERLINK("x")',
      estCost: 30.456,
      estHours: 5,
      reasons: [
        {
          key: 'engine.reason.below',
          values: { offer: 'aliyun:ecs.gn7i-c8g1.2xlarge@cn-beijing', percent: 12 },
        },
      ],
    }),
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
    // Scores on the page's scale (73 out of 100, not 0.734), the interconnect a filter reads.
    expect([rows[0]?.score, rows[0]?.cost, rows[0]?.capability]).toEqual([73.4, 90, 25]);
    expect(rows[0]?.interconnect).toBe('nvlink');
    // An offer named in a reason reads as its instance and region, never as its id.
    expect(rows[1]?.reasons).toBe(
      'Placed below ecs.gn7i-c8g1.2xlarge, Beijing (cn-beijing), which does the same job at least as fast for 12 % less',
    );
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

  it('summarises the profile in words and the top picks by provider, instance and region', () => {
    const md = markdownSummary(ranking, {
      lang: 'en',
      profile: { ...DEFAULT_PROFILE, wl: 'finetune', model: 7, budget: 500 },
      provider: (id) => id.toUpperCase(),
      asOf: '2025-05-01',
      fx: 7.2,
      url: 'https://example.test/?v=1',
    });
    expect(md).toContain('# GPU rental recommendation');
    expect(md).toContain(
      '**Profile:** LoRA fine-tuning, 7B-parameter model, job of 72 A100 80GB GPU-hours.',
    );
    expect(md.split('\n')).toContain('The budget is $500 for the whole job.');
    expect(md).toContain(
      '| 1 | LAMBDA gpu_1x, us-east-1 | 1 × A100 80GB SXM | 10 | 20 | 2025-04-01 | yes |',
    );
    expect(md).toContain(
      '| 2 | LAMBDA =HYPERLINK("x"), us-east-2 | 1 × A100 80GB SXM | 5 | 30.46 | 2025-04-01 | yes |',
    );
    expect(md).not.toContain('lambda:');
    expect(md).not.toContain('work=');
    expect(md).toContain('Score weights: performance 25 %, cost 60 %, capability 15 %.');
    expect(md).toContain('Reproduce: https://example.test/?v=1');
  });

  it('leaves the budget column out without a budget and adds cost per million tokens for serving', () => {
    const serving = result({
      ranked: [entry(1, { costPerMillionTokens: 0.125, monthlyCost: 1460 })],
      weights: [25, 60, 15],
    });
    const md = markdownSummary(serving, {
      lang: 'zh',
      profile: { ...DEFAULT_PROFILE, wl: 'infer', model: 'qwen2.5-7b', work: 730, per: 'month' },
      provider: () => 'Lambda',
      asOf: '2025-05-01',
      fx: 7.2,
      url: 'https://example.test/?v=1',
    });
    expect(md).toContain('共运行 730 小时');
    expect(md.split('\n')).toContain('未设预算，因此不按预算检查任何推荐。');
    expect(md).not.toContain('在预算内');
    expect(md).toContain(
      '| 排名 | 报价 | GPU | 耗时（小时） | 月费用（USD） | 价格日期 | 每百万 token（USD） |',
    );
    expect(md).toContain(
      '| 1 | Lambda gpu_1x，美国（us-east-1） | 1 × A100 80GB SXM | 10 | 1460 | 2025-04-01 | 0.125 |',
    );
  });
});
