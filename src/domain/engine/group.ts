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

/**
 * Groups feasible offers as they are evaluated: `add` takes the reused scratch record and keeps
 * a copy only when it becomes its group's best, so most regions cost one id, not a record.
 * A group's capability is the best of its regions' (spot may be sold in some regions of an
 * instance type only), so a region that gets cheaper and becomes the best never costs the entry
 * its place.
 */
export class Grouper {
  // provider → instance type → [on-demand group, spot group]; no key strings built per offer.
  private readonly byProvider = new Map<string, Map<string, [Group | null, Group | null]>>();
  private readonly out: Group[] = [];

  add(e: Evaluated, keep: (scratch: Evaluated) => Evaluated): void {
    let byType = this.byProvider.get(e.offer.provider);
    if (!byType) this.byProvider.set(e.offer.provider, (byType = new Map()));
    let pair = byType.get(e.offer.instanceType);
    if (!pair) byType.set(e.offer.instanceType, (pair = [null, null]));
    const slot = e.chosen?.pricing === 'spot' ? 1 : 0;
    const g = pair[slot];
    if (!g) {
      const created: Group = { best: keep(e), others: [] };
      pair[slot] = created;
      this.out.push(created);
    } else if (better(e, g.best)) {
      const was = g.best.capability;
      g.others.push(g.best.offer.id);
      g.best = keep(e);
      if (was > g.best.capability) g.best.capability = was;
    } else {
      g.others.push(e.offer.id);
      if (e.capability > g.best.capability) g.best.capability = e.capability;
    }
  }

  groups(): Group[] {
    for (const g of this.out) if (g.others.length > 1) g.others.sort();
    return this.out;
  }
}

/** Groups already-kept records (tests and tools). */
export function groupOffers(feasible: readonly Evaluated[]): Group[] {
  const grouper = new Grouper();
  for (const e of feasible) grouper.add(e, (x) => x);
  return grouper.groups();
}
