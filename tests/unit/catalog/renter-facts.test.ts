import { describe, expect, it } from 'vitest';
import { runRecommend } from '../../../cli/recommend';
import { catalog } from '../../../src/domain/catalog';
import { rankLink } from '../../../src/domain/rank-link';
import { offersCsv } from '../../../src/features/browse/model/csv';
import type { OfferRow } from '../../../src/features/browse/model/offer-row';

const warningsOf = (link: string, match: (id: string) => boolean) => {
  const { result } = rankLink(link, catalog, { asOf: '2026-12-04' });
  const entry = result.ranked.find((e) => match(e.offerId));
  expect(entry, `no ranked entry for ${link}`).toBeDefined();
  return entry!.warnings.map((w) => w.key);
};

describe('facts a renter must know travel with the picks', () => {
  it('a Lambda GH200 pick warns that the host CPU is Arm', () => {
    const keys = warningsOf('?v=1&wl=infer&model=7&prov=lambda', (id) => id.includes('gh200'));
    expect(keys).toContain('engine.warning.arm-host');
  });

  it('an Alibaba sgn8ga-wy pick warns of vGPU virtualisation, even without pt=1', () => {
    const link = '?v=1&wl=infer&model=7&prov=aliyun&pt=0';
    // whole cards (x1, x2, x4 sizes) through vGPU, and a slice of a card (m24 sizes)
    const whole = warningsOf(link, (id) => /^aliyun:ecs\.sgn8ga-wy-\d+g-x\d/.test(id));
    expect(whole).toContain('engine.warning.vgpu-whole');
    const slice = warningsOf(link, (id) => /^aliyun:ecs\.sgn8ga-wy-\d+g-m\d/.test(id));
    expect(slice).toContain('engine.warning.vgpu');
  });
});

describe('exports keep the kind of a price date', () => {
  it('the browse CSV writes "undated" for an undated price, the date for a dated one', () => {
    const rows = [
      { id: 'a', asOf: '2026-11-09', priceDate: 'undated' },
      { id: 'b', asOf: '2026-09-20', priceDate: 'current' },
    ] as OfferRow[];
    const csv = offersCsv(rows, [{ column: 'asOf', header: 'Price date' }], {
      id: 'Offer id',
      basis: 'Speed basis',
      undated: (d) => `undated (recorded ${d})`,
    });
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      'a,undated (recorded 2026-11-09)',
      'b,2026-09-20',
    ]);
  });

  it('the CLI names each entry’s price date kind', () => {
    let out = '';
    const code = runRecommend(
      [
        // Lambda and RunPod only: cheaper B200s elsewhere would push Lambda's 2×B200 out of the top 10.
        '?v=1&team=rnd&wl=train&model=13&work=2000&budget=200000&cur=CNY&prov=lambda,runpod',
        '--json',
        '--top',
        '10',
      ],
      catalog,
      { stdout: (s) => (out += s), stderr: () => undefined },
    );
    expect(code).toBe(0);
    const json = JSON.parse(out) as { ranked: { offerId: string; priceDate: string }[] };
    const kind = (prefix: string) =>
      json.ranked.find((e) => e.offerId.startsWith(prefix))?.priceDate;
    // Lambda's 8×B200 price is on Lambda's page of 2026-09-20; its 2×B200 only in the v8 file,
    // listed on or before the day that file was read.
    expect(kind('lambda:gpu_8x_b200_sxm6@')).toBe('captured');
    expect(kind('lambda:gpu_2x_b200_sxm6@')).toBe('listed-by');
    expect(
      json.ranked.every((e) =>
        ['published', 'captured', 'listed-by', 'undated'].includes(e.priceDate),
      ),
    ).toBe(true);
  });
});
