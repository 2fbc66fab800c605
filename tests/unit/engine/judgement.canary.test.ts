/**
 * The ranking's judgement on the real catalog: the cases an expert buyer flagged, each pinned by
 * its outcome (no dominated pick above its dominator: judgement.property.test.ts).
 *
 * A canary of the live catalog: several cases name offers the fixture catalog does not hold.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog/index';
import {
  relativeSpeed,
  speedIndex,
  type RankedEntry,
  type RankResult,
} from '../../../src/domain/engine';
import { rankLink } from '../../../src/domain/rank-link';
import type { Profile } from '../../../src/domain/engine/profile';

const ranked = (link: string): RankResult => rankLink(link, catalog).result;
const top = (link: string, n = 3): readonly RankedEntry[] => ranked(link).ranked.slice(0, n);

describe('a monthly budget caps the burn of a finite job; the job’s total stays its cost', () => {
  const link = '?v=1&team=startup&wl=train&model=7&work=2000&budget=3000&per=month&cur=USD';
  it('the first pick is one that no ranked entry beats on both hours and total cost', () => {
    const r = ranked(link);
    const first = r.ranked[0]!;
    // Before, 4×A40 (1,813 h, 3,191 USD) led on its low monthly burn while 4×RTX A6000 finished
    // in 1,397 h for 2,738 USD and 1×MI300X in 1,044 h for 2,599 USD.
    expect(first.offerId).not.toMatch(/A40_/);
    for (const e of r.ranked) {
      expect(e.estHours < first.estHours && e.estCost < first.estCost).toBe(false);
    }
  });
  it('every entry within the budget spends at most 3,000 USD in a month (its total when it ends within one), and “no other choice is both faster and cheaper” holds in total cost', () => {
    const r = ranked(link);
    for (const e of r.ranked.filter((x) => x.withinBudget)) {
      expect(Math.min(e.monthlyCost, e.estCost)).toBeLessThanOrEqual(3000);
    }
    for (const e of r.ranked.filter((x) =>
      x.reasons.some((m) => m.key === 'engine.reason.pareto'),
    )) {
      for (const o of r.ranked)
        expect(o.estHours < e.estHours && o.estCost < e.estCost).toBe(false);
    }
  });
});

describe('twice as fast for nearly the same money', () => {
  it('a half vGPU slice that fine-tunes for 230 h is placed below a whole-card machine, and says why', () => {
    // The providers whose offers set this case up: Verda's cheap spot B200s (v8 file) rank far
    // above every slice on score alone, which leaves no faster, lower-scored machine to explain.
    const r = ranked(
      '?v=1&team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1&prov=aliyun,tencent,huawei,baidu,aws,azure,gcp,lambda,runpod',
    );
    const slice = r.ranked.find((e) => e.gpuShare < 1);
    expect(slice).toBeDefined();
    const faster = r.ranked.filter(
      (e) => e.rank < slice!.rank && e.estHours * 2 <= slice!.estHours,
    );
    expect(faster.length).toBeGreaterThan(0);
    // its figure says why: the waiting at the team's hourly value outweighs what it saves
    expect(faster.every((e) => e.score > slice!.score)).toBe(true);
  });
});

describe('the capability axis counts only what the job uses', () => {
  it('a single-node HPC job does not pay for EFA: a cheaper 8×H100 of the same speed leads p5', () => {
    const r = ranked('?v=1&team=hpc&wl=hpc&mem=40&work=2000&cur=USD');
    const p5 = r.ranked.find((e) => e.offerId.startsWith('aws:p5.48xlarge'));
    const twin = r.ranked.find(
      (e) => e.gpu === 'h100-80gb-sxm' && e.gpuCount === 8 && e.estCost < 0.8 * p5!.estCost,
    );
    expect(p5 && twin).toBeTruthy();
    expect(twin!.estHours).toBeCloseTo(p5!.estHours, 6);
    expect(twin!.rank).toBeLessThan(p5!.rank);
    expect(r.ranked[0]?.offerId).not.toBe(p5!.offerId);
  });

  it('a two-node job does count the fabric: every ranked entry has one', () => {
    const r = ranked('?v=1&team=hpc&wl=hpc&mem=320&work=500&nodes=2&cur=USD');
    expect(r.ranked.length).toBeGreaterThan(0);
    expect(r.ranked.every((e) => /infiniband|efa|rdma/.test(e.interconnect))).toBe(true);
  });
});

describe('serving is sized, not maximised', () => {
  const link = '?v=1&team=enterprise&wl=infer&model=70&prec=fp8&work=730&cur=USD';
  // With RunPod's price-suspect L40S rows out of the ranking, an 8×RTX 4090 box that needs all
  // eight cards for the weights reaches the top five: sized, not maximised.
  it('no 8-GPU box in the top five for a 70B FP8 model unless it needs all eight cards', () => {
    const picks = top(link, 5);
    expect(picks.length).toBe(5);
    for (const e of picks) expect(e.gpuCount < 8 || e.replicaGpus === 8).toBe(true);
    // once the target is met, the month decides: no entry meeting it costs less than the first
    const r = ranked(link);
    const first = r.ranked[0]!;
    expect(first.tokensPerSecondPerUser!).toBeGreaterThanOrEqual(20 * 0.75);
    for (const e of r.ranked) {
      if ((e.tokensPerSecondPerUser ?? 0) >= 20 && e.memoryFit === 'fits')
        expect(e.monthlyCost).toBeGreaterThanOrEqual(first.monthlyCost);
    }
  });

  it('speed beyond 1.5 × the target earns nothing: a 1×MI300X above it beats a 1×B200 at three times the price', () => {
    const r = ranked(link);
    const one = (gpu: string) => r.ranked.find((e) => e.gpu === gpu && e.gpuCount === 1);
    const mi = one('mi300x-192gb');
    // RunPod's 1×B200 (v7 file); Verda's (v8 file, 3.79 USD/h) costs 1.5 × the MI300X and also
    // ranks below it: both are above the target, so the cheaper one wins.
    const b200 = r.ranked.find((e) => e.offerId.startsWith('runpod:1x_B200_'));
    expect(mi!.tokensPerSecondPerUser!).toBeGreaterThan(30);
    expect(b200!.tokensPerSecondPerUser!).toBeGreaterThan(mi!.tokensPerSecondPerUser!);
    expect(b200!.monthlyCost).toBeGreaterThan(2.5 * mi!.monthlyCost);
    for (const e of r.ranked.filter((x) => x.gpu === 'b200-180gb' && x.gpuCount === 1)) {
      expect(e.tokensPerSecondPerUser!).toBeGreaterThan(30);
      expect(mi!.rank).toBeLessThan(e.rank);
    }
  });

  it('offers that give one user the asked-for tokens/s rank before those that cannot', () => {
    const r = ranked('?v=1&team=startup&wl=infer&model=70&prec=fp8&work=730&cur=USD');
    const speeds = r.ranked.map((e) => e.tokensPerSecondPerUser ?? 0);
    // Estimates within a quarter of the 20 tokens/s asked for count as meeting it (the estimate
    // is not finer); some offers miss it by more (a 4×RTX 3090 reads 140 GB of weights per
    // token), and none of them is placed above one that meets it.
    const firstSlow = speeds.findIndex((t) => t < 15);
    expect(firstSlow).toBeGreaterThan(0);
    expect(speeds.slice(firstSlow).every((t) => t < 15)).toBe(true);
  });

  it('a model that fits one card is served by one card, the rest named as spare', () => {
    const r = ranked('?v=1&team=startup&wl=infer&model=7&work=730&cur=USD');
    // An 8-GPU box whose single card holds the 7B model (about 20 GiB with its KV cache)
    const eight = r.ranked.find(
      (e) => e.gpuCount === 8 && e.gpuShare === 1 && (e.gpuMemoryGb ?? 0) / e.gpuCount >= 40,
    );
    expect(eight?.replicaGpus).toBe(1);
    expect(eight?.reasons.some((m) => m.key === 'engine.reason.spare-gpus')).toBe(true);
    expect(r.ranked[0]?.gpuCount).toBe(1);
  });
});

describe('FP8 serving needs a GPU that can run FP8 weights', () => {
  // vLLM serves FP8 models from compute capability 7.5 (Turing) on, as weight-only FP8 where the
  // card has no FP8 tensor cores; a V100 (7.0) cannot load them. Verda's 1×V100 at 0.14 USD/h
  // (v8 file) would otherwise be the cheapest answer for an 8B model in FP8.
  const link = '?v=1&team=individual&wl=infer&model=llama-3.1-8b&prec=fp8&work=730&cur=USD';
  it('leaves V100 offers out of an FP8 serving ranking and says why', () => {
    const r = ranked(link);
    expect(r.ranked.some((e) => e.gpu.startsWith('v100'))).toBe(false);
    const v100 = r.excluded.find((e) => e.offerId === 'verda:1V100.6V@FIN-03');
    expect(v100?.excludedBecause.map((m) => m.key)).toContain('engine.excluded.fp8-unsupported');
    // a T4 (7.5) still serves FP8 weight-only
    expect(r.ranked.some((e) => e.gpu === 't4-16gb')).toBe(true);
  });
  it('still ranks the V100 when the model is served at int8', () => {
    const r = ranked(link.replace('prec=fp8', 'prec=int8'));
    expect(r.ranked.some((e) => e.offerId === 'verda:1V100.6V@FIN-03')).toBe(true);
  });
});

describe('precision changes speed only on silicon that has it', () => {
  const infer = (gpu: string, prec: Profile['prec']) =>
    speedIndex(catalog, 'infer', prec ?? 'bf16').get(gpu)?.relative ?? 0;
  it('FP8 serving on H100 is about twice BF16 (the dataset’s TensorRT-LLM rows)', () => {
    expect(infer('h100-80gb-sxm', 'fp8') / infer('h100-80gb-sxm', 'bf16')).toBeGreaterThan(1.8);
  });
  it('FP8 gives A100 (no FP8 tensor cores) no speed-up', () => {
    expect(infer('a100-80gb-sxm', 'fp8')).toBe(infer('a100-80gb-sxm', 'bf16'));
  });
  // FP8 halves the bytes a step reads (16 GB → 8 GB at 3.35 TB/s × 0.89: 5.4 ms → 2.7 ms) but not
  // the 32 layers × 0.09 ms of launches: 8.3 ms → 5.6 ms, 1.5× (more than 1.4×)
  it('one user’s FP8 tokens/s on H100 beats BF16 in the ranking', () => {
    const at = (prec: string) =>
      ranked(`?v=1&wl=infer&model=8&prec=${prec}&work=730&cur=USD`).ranked.find((e) =>
        e.offerId.startsWith('runpod:1x_H100-SXM'),
      )?.tokensPerSecondPerUser ?? 0;
    expect(at('fp8')).toBeGreaterThan(1.4 * at('bf16'));
  });
});

describe('calibrated spec speeds', () => {
  it('MI300X training is below the measured H100, near its achieved-matmul share', () => {
    const h100 = relativeSpeed('h100-80gb-sxm', 'train', catalog)!.relative;
    const mi = relativeSpeed('mi300x-192gb', 'train', catalog)!.relative;
    // MAMF: 668.4 / 794.5 = 0.84 of H100
    expect(mi / h100).toBeCloseTo(668.4 / 794.5, 1);
  });
  it('H200 (same compute, more bandwidth) is never slower than H100', () => {
    for (const wl of ['train', 'finetune', 'infer'] as const) {
      const h100 = relativeSpeed('h100-80gb-sxm', wl, catalog)!.relative;
      expect(relativeSpeed('h200-141gb-sxm', wl, catalog)!.relative).toBeGreaterThanOrEqual(h100);
    }
  });
  // RunPod's H100 SXM costs 2.99 USD/GPU-h and MI300X 2.49 (both undated): MI300X may rank
  // above the measured 8×H100 on price, but never as the faster of the two.
  // Since OCI's, Nebius's and Verda's B200 and B300 offers, the measured 8×H100 no longer makes
  // the top five (golden.test.ts checks that only B200/B300 offers rank above it).
  it('on the canonical R&D link the 8×MI300X is slower than the measured 8×H100', () => {
    const picks = ranked('?v=1&team=rnd&wl=train&model=13&work=2000&budget=200000&cur=CNY').ranked;
    const h100 = picks.find((e) => e.gpu === 'h100-80gb-sxm' && e.gpuCount === 8);
    const mi = picks.find((e) => e.gpu === 'mi300x-192gb' && e.gpuCount === 8);
    expect(h100?.speed.basis).toBe('measured');
    expect(mi!.estHours).toBeGreaterThan(h100!.estHours);
  });
  it('a spec-derived GPU is never faster than a measured one of the same die with as much silicon', () => {
    // RTX 5880 Ada: a cut-down AD102 (277.1 dense BF16 TFLOPS, 960 GB/s) under the measured RTX
    // 6000 Ada (364.25, 960 GB/s); L40S: AD102 at 362 TFLOPS, 864 GB/s; A40 under RTX A6000 (GA102).
    const pairs: [string, string][] = [
      ['rtx-5880-ada-48gb', 'rtx-6000-ada-48gb'],
      ['l40s-48gb', 'rtx-6000-ada-48gb'],
      ['l40-48gb', 'rtx-6000-ada-48gb'],
      ['a40-48gb', 'rtx-a6000-48gb'],
    ];
    for (const wl of ['train', 'finetune', 'infer'] as const) {
      for (const [cut, full] of pairs) {
        const big = relativeSpeed(full, wl, catalog)!;
        const small = relativeSpeed(cut, wl, catalog)!;
        if (big.basis === 'measured') expect(small.relative).toBeLessThanOrEqual(big.relative);
      }
    }
    // the cut-down part keeps its share of the measured sibling's compute: 0.52 × 277.1 / 364.25
    const full = relativeSpeed('rtx-6000-ada-48gb', 'train', catalog)!.relative;
    expect(relativeSpeed('rtx-5880-ada-48gb', 'train', catalog)!.relative).toBeCloseTo(
      (full * 277.1) / 364.25,
      3,
    );
  });
  it('8×H100 NVL scales over PCIe between bridged pairs, not over NVLink', () => {
    const r = ranked('?v=1&team=rnd&wl=finetune&model=13&work=200&cur=USD');
    const of = (n: number) => r.ranked.find((e) => e.offerId === `runpod:${n}x_H100-NVL_SECURE@CA`);
    const one = of(1)!.effectiveGpus;
    // two bridged cards: NVLink (0.98); eight: the PCIe point (0.7), not NVLink's 0.9
    expect(of(2)!.effectiveGpus / one).toBeCloseTo(2 * 0.98, 6);
    expect(of(8)!.effectiveGpus / one).toBeCloseTo(8 * 0.7, 6);
  });
  it('8×MI300X scales over Infinity Fabric, not PCIe', () => {
    const r = ranked('?v=1&team=rnd&wl=finetune&model=13&work=200&cur=USD');
    const one = r.ranked.find((e) => e.offerId.startsWith('runpod:1x_MI300X'));
    const eight = r.ranked.find((e) => e.offerId.startsWith('runpod:8x_MI300X'));
    // NVLink-class 8-GPU efficiency 0.9 (PCIe would be 0.7)
    expect(eight!.effectiveGpus / one!.effectiveGpus).toBeCloseTo(8 * 0.9, 6);
  });
});

describe('fit and age', () => {
  it('a tight V100 no longer beats a comfortable L20 for 13B serving in China', () => {
    const [first] = top('?v=1&wl=infer&model=13&work=200&region=cn&bill=second', 1);
    expect(first?.memoryFit).toBe('fits');
    expect(first?.gpu).not.toMatch(/^v100/);
  });
  it('a Pascal card (no tensor cores) trains at its FP32 rate, not unknown and not at a BF16 rate it lacks', () => {
    const p40 = relativeSpeed('p40-24gb', 'train', catalog);
    const a100 = relativeSpeed('a100-80gb-sxm', 'train', catalog)!.relative;
    expect(p40?.method).toMatch(/FP32/);
    // 12 FP32 TFLOPS against the A100's 312 BF16: well under a tenth of it
    expect(p40!.relative / a100).toBeLessThan(0.1);
    expect(p40!.relative).toBeGreaterThan(0);
  });

  it('no GPU without tensor cores in the top five when modern cards are affordable', () => {
    const picks = top('?v=1&team=startup&wl=infer&model=1&work=730&region=cn&cur=CNY', 5);
    for (const e of picks)
      expect(e.warnings.map((w) => w.key)).not.toContain('engine.warning.legacy-gpu');
  });
});

describe('passthrough, flags and budgets', () => {
  it('pt=1 excludes every vGPU family, sliced or whole', () => {
    const r = ranked('?v=1&wl=infer&model=1&work=730&region=cn&pt=1&cur=CNY');
    expect(r.ranked.some((e) => /vws|vgn/.test(e.instanceType))).toBe(false);
    const vws = r.excluded.find((e) => e.instanceType === 'ecs.vgn7i-vws-m4.xlarge');
    expect(vws?.excludedBecause.map((m) => m.key)).toContain('engine.excluded.vgpu');
  });
  it('catalog anomalies and unconfirmed GPU models reach the user as warnings', () => {
    const r = ranked('?v=1&team=rnd&wl=train&model=70&work=20000&nodes=2&cur=USD');
    const azure = r.ranked.find((e) => e.offerId.startsWith('azure:Standard_ND96isr_H100_v5'));
    expect(azure?.warnings.map((w) => w.key)).toContain('engine.warning.catalog-anomaly');
    const unconfirmed = catalog.offers.filter((o) => o.flags.includes('gpu-model-unconfirmed'));
    expect(unconfirmed.length).toBeGreaterThan(0);
  });
  it('a budget that leaves fewer than three choices adds near misses, marked over budget', () => {
    const base = '?v=1&team=individual&wl=infer&model=7&work=730&per=month&cur=USD';
    const cheapest = Math.min(...ranked(base).ranked.map((e) => e.monthlyCost));
    const budget = Math.round(cheapest * 1.01);
    const r = ranked(`${base}&budget=${budget}`);
    const within = r.ranked.filter((e) => e.withinBudget);
    const over = r.ranked.filter((e) => !e.withinBudget);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(3);
    expect(over.length).toBeGreaterThan(0);
    for (const e of within) expect(e.monthlyCost).toBeLessThanOrEqual(budget);
    for (const e of over) {
      expect(e.monthlyCost).toBeGreaterThan(budget);
      expect(e.monthlyCost).toBeLessThanOrEqual(1.25 * budget);
      expect(e.rank).toBeGreaterThan(within.length);
      expect(e.warnings.map((w) => w.key)).toContain('engine.warning.over-budget');
    }
    // every offer is still accounted for once: ranked (with its regions) or excluded
    const ids = new Set(r.excluded.map((e) => e.offerId));
    for (const e of r.ranked) expect(ids.has(e.offerId)).toBe(false);
  });
});

describe('dead ends say what to change', () => {
  const link = '?v=1&team=rnd&wl=train&model=7&work=1000&deadline=24&cur=USD';
  it('files the nearest miss under the deadline and names the fastest offer', () => {
    const r = ranked(link);
    const near = r.notices.find((n) => n.key === 'engine.notice.closest-deadline');
    expect(near?.param).toBe('deadline');
    const fastest = Math.min(...r.excluded.map((e) => e.estimate?.estHours ?? Infinity));
    expect(near?.values.hours).toBeCloseTo(fastest, 1);
  });
  it('suggests more nodes with a fabric, and the suggested link ranks the named offer first', () => {
    const { suggestions } = rankLink(link, catalog);
    const nodes = suggestions.find((s) => 'nodes' in s.change);
    expect(nodes).toBeDefined();
    expect(nodes!.estHours).toBeLessThanOrEqual(24);
    const again = rankLink(`?${nodes!.link}`, catalog).result.ranked[0];
    expect(again?.offerId).toBe(nodes!.offerId);
    expect(again?.interconnect).toMatch(/infiniband|efa|rdma/);
  });
});

describe('lifecycle flags', () => {
  it('retired sizes are listed but never ranked, with the reason', () => {
    const r = ranked('?v=1&wl=infer&model=7&work=730&prov=azure&cur=USD');
    const retired = catalog.offers.filter((o) => o.flags.includes('retired'));
    expect(retired.map((o) => o.instanceType)).toContain('Standard_NC6s_v3');
    for (const o of retired) {
      expect(r.ranked.some((e) => e.offerId === o.id || e.otherRegions.includes(o.id))).toBe(false);
      const x = r.excluded.find((e) => e.offerId === o.id);
      expect(x?.excludedBecause.map((m) => m.key)).toContain('engine.excluded.retired');
    }
  });

  it('spot-only shapes are never priced on demand', () => {
    const link = '?v=1&wl=finetune&model=7&work=72&prov=gcp&cur=USD';
    const onDemand = ranked(link);
    const oneG = onDemand.excluded.find((e) => e.instanceType === 'a3-highgpu-1g');
    expect(oneG?.excludedBecause.map((m) => m.key)).toContain('engine.excluded.spot-only');
    const withSpot = ranked(`${link}&spot=1`).ranked.find(
      (e) => e.instanceType === 'a3-highgpu-1g',
    );
    expect(withSpot?.pricing).toBe('spot');
    expect(withSpot?.alternative).toBeNull();
  });
});

describe('weight-only quantisation', () => {
  const need = (link: string) => ranked(link).memoryNeed?.gib ?? 0;
  it('int4 serving needs about a quarter of the BF16 weights, and says quality depends on the model', () => {
    const bf16 = need('?v=1&wl=infer&model=72&prec=bf16&seq=2048');
    const int4 = need('?v=1&wl=infer&model=72&prec=int4&seq=2048');
    // weights 72e9 × (0.5 + 4/128) B vs × 2 B; the KV cache (same for both) keeps it above ¼
    expect(int4 / bf16).toBeGreaterThan(0.25);
    expect(int4 / bf16).toBeLessThan(0.35);
    const keys = ranked('?v=1&wl=infer&model=72&prec=int4').notices.map((n) => n.key);
    expect(keys).toContain('engine.notice.quantised');
  });
  it('training with int4 is costed at BF16 and says so', () => {
    const link = '?v=1&wl=train&model=7&prec=int4';
    expect(need(link)).toBeCloseTo(need('?v=1&wl=train&model=7&prec=bf16'), 6);
    expect(ranked(link).notices.map((n) => n.key)).toContain(
      'engine.notice.quantised-serving-only',
    );
  });
});
