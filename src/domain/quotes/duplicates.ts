/**
 * Adding quotes next to existing ones: a quote with the same id, or for the same instance (provider,
 * instance, region, GPU and count, or the same re-priced catalog offer), is a duplicate, and the
 * user decides: keep both, replace the existing one, or skip the new one. Nothing else changes.
 */
import type { Quote } from './schema';
import { uniqueId } from './slug';

export const DUPLICATE_CHOICES = ['keep-both', 'replace', 'skip'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

export interface Duplicate {
  incoming: Quote;
  existing: Quote;
  /** `id`: same id; `same-offer`: a different id for the same instance. */
  reason: 'id' | 'same-offer';
}

const offerKey = (q: Quote) =>
  q.overrides ??
  [q.providerId, q.instanceType.toLowerCase(), q.region.toLowerCase(), q.gpu, q.gpuCount].join('|');

/** The incoming quotes that match an existing one, in incoming order. */
export function findDuplicates(
  existing: readonly Quote[],
  incoming: readonly Quote[],
): Duplicate[] {
  const byId = new Map(existing.map((q) => [q.id, q]));
  const byKey = new Map(existing.map((q) => [offerKey(q), q]));
  const found: Duplicate[] = [];
  for (const q of incoming) {
    const sameId = byId.get(q.id);
    const sameOffer = byKey.get(offerKey(q));
    if (sameId) found.push({ incoming: q, existing: sameId, reason: 'id' });
    else if (sameOffer) found.push({ incoming: q, existing: sameOffer, reason: 'same-offer' });
  }
  return found;
}

/**
 * The existing quotes with the incoming ones added. `choose` decides each duplicate; a replaced
 * quote keeps its place and its id (links that name it keep working); a kept-both quote gets a
 * fresh id if its own is taken. Ids stay unique.
 */
export function mergeQuotes(
  existing: readonly Quote[],
  incoming: readonly Quote[],
  choose: (d: Duplicate) => DuplicateChoice,
): Quote[] {
  const duplicates = new Map(findDuplicates(existing, incoming).map((d) => [d.incoming, d]));
  const result = [...existing];
  const index = new Map(existing.map((q, i) => [q.id, i]));
  const taken = new Set(existing.map((q) => q.id));
  for (const q of incoming) {
    const d = duplicates.get(q);
    const choice = d ? choose(d) : 'keep-both';
    if (choice === 'skip') continue;
    const at = d ? index.get(d.existing.id) : undefined;
    if (choice === 'replace' && d && at !== undefined) {
      result[at] = { ...q, id: d.existing.id };
      continue;
    }
    const id = uniqueId(q.id, taken);
    taken.add(id);
    index.set(id, result.length);
    result.push(id === q.id ? q : { ...q, id });
  }
  return result;
}
