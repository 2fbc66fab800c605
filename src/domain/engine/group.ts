/** One entry per provider + instance type + pricing: its best region, the others listed. */
import type { Offer } from '../catalog/schema';
import type { Evaluated } from './evaluate';

export interface Group {
  best: Evaluated;
  /** The other feasible regions' offer ids, sorted. */
  others: string[];
}

/**
 * A group while offers are added: numbers about its best region so far (updated in place, so
 * a region that becomes the best allocates nothing), and the other regions' offer indices.
 */
interface Building {
  bestIndex: number;
  bestId: string;
  bestCost: number;
  bestHours: number;
  /** The best capability of the group's regions. */
  capability: number;
  others: number[];
}

/** Whether `e` is better than the group's best so far: cheaper, then faster, then offer id. */
function better(e: Evaluated, b: Building): boolean {
  const x = e.chosen;
  if (!x) return false;
  if (x.estCost !== b.bestCost) return x.estCost < b.bestCost;
  if (x.estHours !== b.bestHours) return x.estHours < b.bestHours;
  return e.offer.id < b.bestId;
}

/**
 * Each offer's place in the id order of its list, computed once per list (a catalog does not
 * change): the other regions of a group are then sorted as small integers on every ranking, not
 * as strings.
 */
const idOrders = new WeakMap<readonly Offer[], Int32Array>();

export function idOrderOf(offers: readonly Offer[]): Int32Array {
  let order = idOrders.get(offers);
  if (!order) {
    const byId = Array.from({ length: offers.length }, (_, i) => i).sort((a, b) => {
      const x = (offers[a] as Offer).id;
      const y = (offers[b] as Offer).id;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    order = new Int32Array(offers.length);
    for (let k = 0; k < byId.length; k++) order[byId[k] as number] = k;
    idOrders.set(offers, order);
  }
  return order;
}

/**
 * Groups feasible offers as they are evaluated: `add` reads the reused scratch record and keeps
 * only numbers (the best region's index, cost and time, the others' indices); `groups` then
 * evaluates each group's best region once more and keeps that record, so a ranking allocates one
 * record per group, not one per region that was the best for a while. A group's capability is
 * the best of its regions' (spot may be sold in some regions of an instance type only), so a
 * region that gets cheaper and becomes the best never costs the entry its place.
 *
 * Offers are numbered as `rank` numbers them: the catalog's first, then any extra offers.
 */
export class Grouper {
  // provider → instance type → [on-demand group, spot group]; no key strings built per offer.
  private readonly byProvider = new Map<string, Map<string, [Building | null, Building | null]>>();
  private readonly out: Building[] = [];

  constructor(
    private readonly catalog: readonly Offer[],
    private readonly extra: readonly Offer[] = [],
  ) {}

  // The last instance type's pair: the next offer is mostly its next region.
  private lastProvider = '';
  private lastType = '';
  private lastPair: [Building | null, Building | null] | null = null;

  add(e: Evaluated, index: number): void {
    const c = e.chosen;
    if (!c) return;
    const { provider, instanceType } = e.offer;
    let pair = this.lastPair;
    if (pair === null || provider !== this.lastProvider || instanceType !== this.lastType) {
      let byType = this.byProvider.get(provider);
      if (!byType) this.byProvider.set(provider, (byType = new Map()));
      pair = byType.get(instanceType) ?? null;
      if (!pair) byType.set(instanceType, (pair = [null, null]));
      this.lastProvider = provider;
      this.lastType = instanceType;
      this.lastPair = pair;
    }
    const slot = c.pricing === 'spot' ? 1 : 0;
    const b = pair[slot];
    if (!b) {
      const created: Building = {
        bestIndex: index,
        bestId: e.offer.id,
        bestCost: c.estCost,
        bestHours: c.estHours,
        capability: e.capability,
        others: [],
      };
      pair[slot] = created;
      this.out.push(created);
      return;
    }
    if (e.capability > b.capability) b.capability = e.capability;
    if (better(e, b)) {
      b.others.push(b.bestIndex);
      b.bestIndex = index;
      b.bestId = e.offer.id;
      b.bestCost = c.estCost;
      b.bestHours = c.estHours;
    } else b.others.push(index);
  }

  /**
   * The groups, each with its best region's record (`recall` evaluates an offer by its index
   * again and keeps the record) and its other regions' ids sorted.
   */
  groups(recall: (index: number) => Evaluated): Group[] {
    const n = this.catalog.length;
    const order = idOrderOf(this.catalog);
    const out = new Array<Group>(this.out.length);
    for (let k = 0; k < this.out.length; k++) {
      const b = this.out[k] as Building;
      const best = recall(b.bestIndex);
      best.capability = b.capability;
      const ids: string[] = [];
      const idx = b.others;
      if (idx.length > 0) {
        let fromCatalog = true;
        for (const i of idx) if (i >= n) fromCatalog = false;
        if (fromCatalog) sortBy(idx, order);
        for (const i of idx) ids.push(this.idOf(i));
        if (!fromCatalog) ids.sort();
      }
      out[k] = { best, others: ids };
    }
    return out;
  }

  private idOf(i: number): string {
    const n = this.catalog.length;
    return ((i < n ? this.catalog[i] : this.extra[i - n]) as Offer).id;
  }
}

/**
 * Sorts offer indices in place by their place in the id order. A group lists a few dozen
 * regions at most: insertion sort, linear when they come in order (as in the catalog).
 */
function sortBy(idx: number[], order: Int32Array): void {
  if (idx.length > 64) {
    idx.sort((a, b) => (order[a] as number) - (order[b] as number));
    return;
  }
  for (let i = 1; i < idx.length; i++) {
    const v = idx[i] as number;
    const key = order[v] as number;
    let j = i - 1;
    while (j >= 0 && (order[idx[j] as number] as number) > key) {
      idx[j + 1] = idx[j] as number;
      j--;
    }
    idx[j + 1] = v;
  }
}
