/** One entry per provider + instance type + pricing: its best region, the others listed. */
import type { Evaluated } from './evaluate';

export interface Group {
  best: Evaluated;
  /** The other feasible regions' offer ids, sorted. */
  others: string[];
}

/** Cheaper first, then faster, then offer id. */
function better(a: Evaluated, b: Evaluated): boolean {
  const x = a.chosen;
  const y = b.chosen;
  if (!x || !y) return false;
  if (x.estCost !== y.estCost) return x.estCost < y.estCost;
  if (x.estHours !== y.estHours) return x.estHours < y.estHours;
  return a.offer.id < b.offer.id;
}

export function groupOffers(feasible: readonly Evaluated[]): Group[] {
  const groups = new Map<string, Group>();
  for (const e of feasible) {
    const key = `${e.offer.provider}\u0000${e.offer.instanceType}\u0000${e.chosen?.pricing ?? ''}`;
    const g = groups.get(key);
    if (!g) groups.set(key, { best: e, others: [] });
    else if (better(e, g.best)) {
      g.others.push(g.best.offer.id);
      g.best = e;
    } else g.others.push(e.offer.id);
  }
  const out = [...groups.values()];
  for (const g of out) if (g.others.length > 1) g.others.sort();
  return out;
}
