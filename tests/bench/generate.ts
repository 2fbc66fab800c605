/** Generated offers for the benchmark: realistic shapes over the catalog's GPUs and providers. */
import { OfferSchema, type Offer, type OfferInput } from '../../src/domain/catalog/schema';
import type { Catalog } from '../../src/domain/catalog/types';

/** A small seeded PRNG (mulberry32), so every run ranks the same offers. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COUNTS = [1, 1, 1, 2, 4, 8, 8];
const REGIONS = 20;

/**
 * `n` offers: instance types of 1–8 GPUs (some vGPU slices) of the catalog's GPUs, each listed in
 * up to 20 regions at prices around 2 USD (or 14 CNY) per GPU-hour, some with spot prices.
 */
export function generateOffers(catalog: Catalog, n: number, seed = 1): Offer[] {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const gpus = catalog.gpus.filter((g) => g.memoryGiB !== null);
  const providers = catalog.providers.map((p) => p.id);
  const out: Offer[] = [];
  let type = 0;
  while (out.length < n) {
    type++;
    const gpu = pick(gpus);
    const provider = pick(providers);
    const count = pick(COUNTS);
    const share = count === 1 && rand() < 0.1 ? 0.25 : 1;
    const cny = rand() < 0.4;
    const perGpu = (0.3 + rand() * 4) * (cny ? 7.2 : 1);
    const regions = 1 + Math.floor(rand() * REGIONS);
    const fabric = count === 8 && rand() < 0.5 ? 'infiniband' : null;
    for (let r = 0; r < regions && out.length < n; r++) {
      const region = `region-${r}`;
      const onDemand = rand() < 0.03 ? null : perGpu * count * share * (1 + rand() * 0.2);
      const input: OfferInput = {
        id: `${provider}:gen-${type}@${region}`,
        provider,
        instanceType: `gen-${type}`,
        region,
        regionGroup: cny ? 'cn' : 'global',
        gpu: gpu.id,
        gpuCount: count,
        gpuShare: share,
        gpuMemoryGiB: (gpu.memoryGiB ?? 0) * count * share,
        vcpus: null,
        ramGiB: null,
        gpuLink: count > 1 ? (rand() < 0.6 ? 'nvlink' : 'pcie') : null,
        fabric,
        asOf: rand() < 0.2 ? '2024-06-01' : '2025-05-01',
        source: { ref: 'generated', date: null },
        currency: cny ? 'CNY' : 'USD',
        onDemand,
        spot: onDemand !== null && rand() < 0.5 ? onDemand * 0.35 : null,
      } as OfferInput;
      out.push(OfferSchema.parse(input));
    }
  }
  return out;
}
