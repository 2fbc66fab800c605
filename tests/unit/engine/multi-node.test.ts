/**
 * Several instances training one model: their scaling comes from the network between them (its
 * stated bandwidth, or a stated conservative assumption), the model's gradients and the step's
 * compute; every multi-node entry says which bandwidth it assumed and where it is stated.
 */
import { describe, expect, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { DEFAULT_ASSUMPTIONS } from '../../../src/domain/engine/assumptions';
import { rankLink } from '../../../src/domain/rank-link';

const a = DEFAULT_ASSUMPTIONS;
const ranked = (link: string) => rankLink(link, catalog).result.ranked;

// 30B trained on four instances, Ethernet allowed (ib=0)
const thirty = '?v=1&team=rnd&wl=train&model=30&work=20000&nodes=4&ib=0&cur=USD';

describe('multi-node scaling from the network', () => {
  it('every ranked multi-node entry states the bandwidth it assumed and its source, or that none is stated', () => {
    const list = ranked(thirty);
    expect(list.length).toBeGreaterThan(0);
    for (const e of list) {
      expect(e.network).not.toBeNull();
      expect(e.network!.gbps).toBeGreaterThan(0);
      const unknown = e.warnings.some((w) => w.key === 'engine.warning.network-unknown');
      if (e.network!.source === null) expect(unknown).toBe(true);
      else {
        expect(unknown).toBe(false);
        expect(e.reasons.some((m) => m.key === 'engine.reason.network')).toBe(true);
      }
    }
  });

  it('four RunPod pods joined by their 100 Mb/s private network do not lead; EFA does', () => {
    const list = ranked(thirty);
    expect(list[0]?.offerId.startsWith('runpod:')).toBe(false);
    expect(list[0]?.network?.gbps).toBeGreaterThanOrEqual(400);
    const pods = list.find((e) => e.offerId.startsWith('runpod:8x_B200'));
    if (pods) {
      expect(pods.network?.gbps).toBe(0.1);
      expect(pods.network?.source).toMatch(/docs\.runpod\.io/);
      expect(pods.network!.computeShare!).toBeLessThan(0.05);
      expect(pods.rank).toBeGreaterThan(10);
    }
  });

  it('the compute share is compute / (compute + all-reduce not hidden), from the stated formula', () => {
    // one instance's speed, from the same link on one node
    const one = ranked('?v=1&team=rnd&wl=train&model=30&work=20000&nodes=1&cur=USD');
    const four = ranked(thirty);
    let checked = 0;
    for (const e of four) {
      const single = one.find((x) => x.offerId === e.offerId);
      if (!single || !e.network || e.network.computeShare === null) continue;
      const n = 4;
      // 6 × 30e9 parameters × tokens per step, over four instances of the single-node speed
      const compute =
        (6 * 30e9 * a.tokensPerStep) /
        (n * single.effectiveGpus * a.referenceTrainingTflops * 1e12);
      // ring all-reduce of 2 bytes × 30e9 gradients: 2(n − 1)/n of them leave each instance
      const comm = (((2 * (n - 1)) / n) * 60e9) / ((e.network.gbps * 1e9) / 8);
      const share = compute / (compute + Math.max(0, comm - a.commOverlap * compute));
      expect(e.network.computeShare).toBeCloseTo(share, 6);
      expect(e.effectiveGpus).toBeCloseTo(single.effectiveGpus * n * a.nodeEfficiency * share, 6);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('an instance of unstated bandwidth is costed at the conservative 10 Gb/s, and says so', () => {
    const list = ranked('?v=1&team=rnd&wl=train&model=13&nodes=2&ib=0&work=2000&cur=USD');
    const lambda = list.find((e) => e.offerId.startsWith('lambda:gpu_8x_h100_sxm5'));
    expect(lambda?.network?.source).toBeNull();
    expect(lambda?.network?.gbps).toBe(a.unknownEthernetGbps);
    expect(lambda!.network!.computeShare!).toBeLessThan(1);
  });

  it('says when one instance does the job for less than several', () => {
    // One provider's list (Verda's 2- and 8-GPU B200 types), so that the cheaper single instance
    // is there whatever the other providers' prices do.
    const link = '?v=1&team=rnd&wl=train&model=13&nodes=2&ib=0&work=2000&cur=USD&prov=verda';
    const { result, suggestions } = rankLink(link, catalog);
    const one = suggestions.find((s) => s.reason.key === 'engine.suggest.one-node');
    expect(one).toBeDefined();
    expect(one!.estCost).toBeLessThan(result.ranked[0]!.estCost);
    const again = rankLink(`?${one!.link}`, catalog).result.ranked[0];
    expect(again?.offerId).toBe(one!.offerId);
    expect(again?.nodes).toBe(1);
  });
});
