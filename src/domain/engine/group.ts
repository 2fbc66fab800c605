/** One entry per provider + instance type + pricing: its best region, the others listed. */
import type { Offer } from '../catalog/schema';
import type { Evaluated } from './evaluate';
import { keep, keepInto } from './evaluated';
import type { TeamLocation } from './location';

export interface Group {
  best: Evaluated;
  /** The other feasible regions' offer ids, sorted (listed on first read). */
  readonly others: string[];
  /** How many other feasible regions there are (`others.length`, without listing them). */
  readonly otherCount: number;
}

/**
 * A group while offers are added: its best region's record (kept when the group starts and
 * overwritten in place when another region becomes the best, so that allocates nothing), the
 * best capability of its regions, and the other regions' offer indices, chained through the
 * grouper's `next` (no array per group). A class, not an object literal, as the kept records
 * are (see `evaluated.ts`): it always starts in the young generation.
 */
class Building {
  /** The best capability of the group's regions. */
  capability: number;
  /** The first and last of the other regions' indices (-1: none), and how many. */
  first = -1;
  last = -1;
  count = 0;

  constructor(
    public best: Evaluated,
    public bestIndex: number,
    capability: number,
  ) {
    this.capability = capability;
  }
}

/** An instance type's groups: on demand and spot (each `null` until an offer starts it). */
class TypeGroups {
  onDemand: Building | null = null;
  spot: Building | null = null;
}

/**
 * A group as the grouper hands it on (a class: see `Building`). Its other regions' ids are
 * listed and sorted on first read: the head reads them for its first page, and only their
 * count for the other entries (listing them read thousands of offer objects per ranking).
 */
class GroupRecord implements Group {
  private ids: string[] | null = null;

  constructor(
    public best: Evaluated,
    private readonly grouper: Grouper,
    private readonly first: number,
    readonly otherCount: number,
  ) {}

  get others(): string[] {
    this.ids ??= this.grouper.othersOf(this.first, this.otherCount);
    return this.ids;
  }
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
  // provider → instance type → its two groups; no key strings built per offer.
  private readonly byProvider = new Map<string, Map<string, TypeGroups>>();
  private readonly out: Building[] = [];
  /** The next other region's index after each offer's in its group's chain (-1: the last). */
  private next: Int32Array | null = null;

  constructor(
    private readonly catalog: readonly Offer[],
    private readonly extra: readonly Offer[] = [],
    /** Where the team is: a tie on cost and time goes to the region nearer it. */
    private readonly loc: TeamLocation | null = null,
  ) {}

  // The last instance type's groups: the next offer is mostly its next region.
  private lastType = -1;
  private lastPair: TypeGroups | null = null;

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
      if (!pair) byType.set(instanceType, (pair = new TypeGroups()));
      this.lastType = type;
      this.lastPair = pair;
    }
    const spot = c.pricing === 'spot';
    const b = spot ? pair.spot : pair.onDemand;
    if (!b) {
      const created = new Building(keep(e), index, e.capability);
      if (spot) pair.spot = created;
      else pair.onDemand = created;
      this.out.push(created);
      return;
    }
    if (e.capability > b.capability) b.capability = e.capability;
    if (better(e, b.best, this.loc)) {
      this.addOther(b, b.bestIndex);
      b.bestIndex = index;
      keepInto(b.best, e);
    } else this.addOther(b, index);
  }

  /** Chains offer `index` to the group's other regions. */
  private addOther(b: Building, index: number): void {
    let next = this.next;
    if (next === null) {
      next = this.next = new Int32Array(this.catalog.length + this.extra.length);
    }
    if (b.last < 0) b.first = index;
    else next[b.last] = index;
    next[index] = -1;
    b.last = index;
    b.count++;
  }

  /** The groups, each with its best region's record (its other regions listed on first read). */
  groups(): Group[] {
    // `map` builds the list in the young generation (see `Building`)
    return this.out.map((b) => {
      const best = b.best;
      best.capability = b.capability;
      return new GroupRecord(best, this, b.first, b.count);
    });
  }

  /** The ids, sorted, of the `count` other regions chained from offer `first`. */
  othersOf(first: number, count: number): string[] {
    const n = this.catalog.length;
    const next = this.next;
    const idx: number[] = [];
    let fromCatalog = true;
    for (let i = first, m = 0; m < count; i = (next as Int32Array)[i] as number, m++) {
      idx.push(i);
      if (i >= n) fromCatalog = false;
    }
    if (fromCatalog) sortBy(idx, idOrderOf(this.catalog));
    const ids = idx.map((i) => ((i < n ? this.catalog[i] : this.extra[i - n]) as Offer).id);
    if (!fromCatalog) ids.sort();
    return ids;
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
