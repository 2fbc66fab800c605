/**
 * Why browse shows nothing for a GPU in mainland China, and what a buyer there can get instead:
 * the asked GPUs' dated supply verdict and the GPUs the mainland offers do list.
 */
import type { Gpu, Offer } from '../../../domain/catalog/schema';
import {
  MAINLAND_NVIDIA,
  supplyVerdictCn,
  type SupplyEvent,
} from '../../../domain/catalog/data/supply-cn';
import { gpuFamilyId } from './gpu-family';
import { searchWords } from './filters';

export interface MainlandGap {
  /** The GPUs asked for (by the GPU filter, else by the search words). */
  asked: readonly Gpu[];
  /** The newest dated event that keeps them out of the mainland. */
  why: SupplyEvent;
  /** GPUs with mainland offers a buyer there can get instead: NVIDIA's China parts, then domestic. */
  routes: readonly Gpu[];
  /** Domestic accelerators with mainland offers. */
  domestic: readonly Gpu[];
}

const BLOCKED = new Set(['licence', 'case-by-case', 'china-stop', 'not-sold']);

/** GPUs a search word names: "h100" names every H100 form factor. */
function named(words: readonly string[], gpus: readonly Gpu[]): Gpu[] {
  const specific = words.filter((w) => /\d/.test(w));
  if (specific.length === 0) return [];
  return gpus.filter((g) =>
    specific.some((w) => gpuFamilyId(g.id).startsWith(w) || g.name.toLowerCase().startsWith(w)),
  );
}

/**
 * For a mainland-only view that matched nothing: the asked GPUs, why they are not there and what
 * to look at instead; `null` when the view is not mainland-only or its GPUs are not blocked.
 */
export function mainlandGap(
  params: { rg: 'cn' | 'global' | null; gpu: readonly string[]; q: string },
  gpus: readonly Gpu[],
  offers: readonly Offer[],
): MainlandGap | null {
  if (params.rg !== 'cn') return null;
  const asked =
    params.gpu.length > 0
      ? gpus.filter((g) => params.gpu.includes(g.id))
      : named(searchWords(params.q), gpus);
  const verdicts = asked
    .map((g) => supplyVerdictCn(g))
    .filter((v) => v !== null && BLOCKED.has(v.status));
  const events = verdicts.flatMap((v) => v?.events ?? []);
  const why = events.sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!why) return null;
  const inMainland = new Set(offers.filter((o) => o.regionGroup === 'cn').map((o) => o.gpu));
  const routes = MAINLAND_NVIDIA.flatMap((id) => {
    const g = gpus.find((x) => x.id === id);
    return g && inMainland.has(id) ? [g] : [];
  });
  const domestic = gpus.filter(
    (g) => inMainland.has(g.id) && supplyVerdictCn(g)?.status === 'domestic',
  );
  return { asked, why, routes, domestic };
}
