/**
 * Curated (hand-checked) and imported (catalog file) rows become one list. On the same offer id
 * the curated facts win and the imported price is taken when it is newer (a dated price beats an
 * undated snapshot whatever the day it was recorded); a curated `@any` offer gives way to
 * imported per-region rows of the same instance type and its id becomes an alias.
 */
import { isNewerPrice } from './price-date';
import { replacedPrice } from './price-history';
import type { Gpu, Offer } from './schema';

/** Something the merge could not reconcile, reported by `data:check` (not fatal). */
export interface MergeNote {
  id: string;
  message: string;
}

export interface OfferMerge {
  offers: Offer[];
  /** Retired offer id → the id that replaced it. */
  aliases: Record<string, string>;
  notes: MergeNote[];
}

const byPriceThenId = (a: Offer, b: Offer): number => {
  const pa = a.onDemand ?? Number.POSITIVE_INFINITY;
  const pb = b.onDemand ?? Number.POSITIVE_INFINITY;
  return pa === pb ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : pa - pb;
};

/**
 * The imported offer a curated `@any` offer is retired in favour of: among imported offers of the
 * same provider and instance type, the cheapest on-demand price (ties: smallest id); `null` when
 * there is none or the offer is not `@any`.
 */
export function replacementFor(anyOffer: Offer, imported: readonly Offer[]): Offer | null {
  if (anyOffer.region !== 'any') return null;
  const same = imported.filter(
    (o) => o.provider === anyOffer.provider && o.instanceType === anyOffer.instanceType,
  );
  return [...same].sort(byPriceThenId)[0] ?? null;
}

/** Follows aliases to the current id (stops on a cycle); unknown ids come back unchanged. */
export function resolveOfferId(id: string, aliases: Readonly<Record<string, string>>): string {
  const seen = new Set<string>();
  let current = id;
  while (Object.hasOwn(aliases, current) && !seen.has(current)) {
    seen.add(current);
    current = aliases[current] ?? current;
  }
  return current;
}

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...new Set([...a, ...b])];

/** The curated facts that hold for every region of an instance type. */
function withCuratedFacts(target: Offer, curated: Offer): Offer {
  return {
    ...target,
    gpu: curated.gpu,
    gpuLink: curated.gpuLink ?? target.gpuLink,
    fabric: curated.fabric ?? target.fabric,
    billingGranularity: curated.billingGranularity ?? target.billingGranularity,
    flags: union(curated.flags, target.flags),
    notes: target.notes ?? curated.notes,
  };
}

/** One offer from a curated row and an imported row with the same id. */
export function mergePair(curated: Offer, imported: Offer, notes: MergeNote[] = []): Offer {
  const filled: Offer = {
    ...curated,
    vcpus: curated.vcpus ?? imported.vcpus,
    ramGiB: curated.ramGiB ?? imported.ramGiB,
    zoneCount: curated.zoneCount ?? imported.zoneCount,
    regionNote: curated.regionNote ?? imported.regionNote,
    // Curated facts win; where the curated row says nothing, the catalog file may.
    gpuLink: curated.gpuLink ?? imported.gpuLink,
    fabric: curated.fabric ?? imported.fabric,
    billingGranularity: curated.billingGranularity ?? imported.billingGranularity,
    notes: curated.notes ?? imported.notes,
    flags: union(curated.flags, imported.flags),
  };
  if (!isNewerPrice(curated, imported)) return filled;
  if (imported.currency !== curated.currency) {
    notes.push({
      id: curated.id,
      message: `imported price in ${imported.currency} ignored: the curated row is in ${curated.currency}`,
    });
    return filled;
  }
  // Same currency (checked above), so the prices carry the same brand.
  return {
    ...filled,
    onDemand: imported.onDemand,
    spot: imported.spot,
    monthly: imported.monthly ?? curated.monthly,
    commitments: imported.commitments.length > 0 ? imported.commitments : curated.commitments,
    asOf: imported.asOf,
    asOfKind: imported.asOfKind,
    source: imported.source,
    priceHistory: [...replacedPrice(curated, imported.onDemand), ...curated.priceHistory],
  } as Offer;
}

const typeKey = (o: Offer) => `${o.provider}\u0000${o.instanceType}`;

/** Merges curated and imported offers (pure; input order decides output order). */
export function mergeOffers(curated: readonly Offer[], imported: readonly Offer[]): OfferMerge {
  const importedById = new Map<string, Offer>();
  const importedByType = new Map<string, Offer[]>();
  for (const o of imported) {
    if (importedById.has(o.id)) continue;
    importedById.set(o.id, o);
    importedByType.set(typeKey(o), [...(importedByType.get(typeKey(o)) ?? []), o]);
  }
  const aliases: Record<string, string> = {};
  const notes: MergeNote[] = [];
  const used = new Set<string>();
  const overlays = new Map<string, Offer>();
  const offers: Offer[] = [];
  for (const c of curated) {
    const same = importedById.get(c.id);
    if (same) {
      used.add(same.id);
      offers.push(mergePair(c, same, notes));
      continue;
    }
    const siblings = c.region === 'any' ? (importedByType.get(typeKey(c)) ?? []) : [];
    const replacement = replacementFor(c, siblings);
    if (!replacement) {
      offers.push(c);
      continue;
    }
    aliases[c.id] = replacement.id;
    for (const o of siblings) overlays.set(o.id, withCuratedFacts(overlays.get(o.id) ?? o, c));
  }
  for (const [id, o] of importedById) if (!used.has(id)) offers.push(overlays.get(id) ?? o);
  return { offers, aliases, notes };
}

/** Curated GPUs, then imported ones the curated table lacks (curated wins on the same id). */
export function mergeGpus(curated: readonly Gpu[], imported: readonly Gpu[]): Gpu[] {
  const ids = new Set(curated.map((g) => g.id));
  const added = imported.filter((g) => {
    if (ids.has(g.id)) return false;
    ids.add(g.id);
    return true;
  });
  return [...curated, ...added];
}
