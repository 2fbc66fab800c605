/** One entry per provider + instance type + pricing: its best region, the others listed. */
import type { Offer } from '../catalog/schema';
import type { Evaluated } from './evaluate';
import { keep, keepInto } from './evaluated';
import type { TeamLocation } from './location';

export interface Group {
  best: Evaluated;
  /** The other feasible regions' offer ids, sorted. */
  others: string[];
}

/**
 * A group while offers are added: its best region's record (kept when the group starts and
 * overwritten in place when another region becomes the best, so that allocates nothing), the
 * best capability of its regions, and the other regions' offer indices.
 */
interface Building {
  best: Evaluated;
  bestIndex: number;
  /** The best capability of the group's regions. */
  capability: number;
  others: number[];
}

/** Asia-Pacific region codes and names across the catalog's providers. */
const ASIA =
  /^(ap-|asia|me-|in-)|hongkong|singapore|tokyo|seoul|osaka|japan|korea|taiwan|^(HK|SG|JP|KR|TW|IN|AU)$/i;
/** North American region codes and names across the catalog's providers. */
const NORTH_AMERICA =
  /^(us|ca-|na-|northamerica|canada)|(east|west|central|northcentral|southcentral)us\d?$|^(US|CA|MX)$/i;

/**
 * How near a region is to a team in `loc`, smaller is nearer: a mainland team is nearest the
 * mainland, then Asia-Pacific; any other team (or one that did not say) nearest North America,
 * where most of the catalog's regions are. Read only when two regions tie on cost and time, so a
 * folded offer's headline region is not simply the alphabetically first (every Lambda pick read
 * "Tokyo").
 */
function distance(offer: Offer, loc: TeamLocation | null): number {
  if (loc === 'cn') return offer.regionGroup === 'cn' ? 0 : ASIA.test(offer.region) ? 1 : 2;
  return NORTH_AMERICA.test(offer.region) ? 0 : 1;
}

/**
 * Whether `e` is better than the group's best so far: cheaper, then faster, then nearer the
 * team, then offer id.
 */
function better(e: Evaluated, best: Evaluated, loc: TeamLocation | null): boolean {
  const x = e.chosen;
  const y = best.chosen;
  if (!x || !y) return false;
  if (x.estCost !== y.estCost) return x.estCost < y.estCost;
  if (x.estHours !== y.estHours) return x.estHours < y.estHours;
  const dx = distance(e.offer, loc);
  const dy = distance(best.offer, loc);
  if (dx !== dy) return dx < dy;
  return e.offer.id < best.offer.id;
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
 * Groups feasible offers as they are evaluated: `add` reads the reused scratch record, keeps a
 * copy of it when it starts a group and copies it into that record when it becomes the group's
 * best; other regions cost one index. A group's capability is the best of its regions' (spot
 * may be sold in some regions of an instance type only), so a region that gets cheaper and
 * becomes the best never costs the entry its place.
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
    /** Where the team is: a tie on cost and time goes to the region nearer it. */
    private readonly loc: TeamLocation | null = null,
  ) {}

  // The last instance type's pair: the next offer is mostly its next region.
  private lastType = -1;
  private lastPair: [Building | null, Building | null] | null = null;

  /** Offers of another list follow (their `type` codes are the list's own). */
  startList(): void {
    this.lastType = -1;
    this.lastPair = null;
  }

  /**
   * Adds offer `index` (evaluated into `e`); `type` numbers its provider and instance type in
   * its list (`OfferColumns.type`).
   */
  add(e: Evaluated, index: number, type: number): void {
    const c = e.chosen;
    if (!c) return;
    let pair = this.lastPair;
    if (pair === null || type !== this.lastType) {
      const { provider, instanceType } = e.offer;
      let byType = this.byProvider.get(provider);
      if (!byType) this.byProvider.set(provider, (byType = new Map()));
      pair = byType.get(instanceType) ?? null;
      if (!pair) byType.set(instanceType, (pair = [null, null]));
      this.lastType = type;
      this.lastPair = pair;
    }
    const slot = c.pricing === 'spot' ? 1 : 0;
    const b = pair[slot];
    if (!b) {
      const created: Building = {
        best: keep(e),
        bestIndex: index,
        capability: e.capability,
        others: [],
      };
      pair[slot] = created;
      this.out.push(created);
      return;
    }
    if (e.capability > b.capability) b.capability = e.capability;
    if (better(e, b.best, this.loc)) {
      b.others.push(b.bestIndex);
      b.bestIndex = index;
      keepInto(b.best, e);
    } else b.others.push(index);
  }

  /** The groups, each with its best region's record and its other regions' ids sorted. */
  groups(): Group[] {
    const n = this.catalog.length;
    const order = idOrderOf(this.catalog);
    const out = new Array<Group>(this.out.length);
    for (let k = 0; k < this.out.length; k++) {
      const b = this.out[k] as Building;
      const best = b.best;
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
