/**
 * The per-offer facts the ranking's loop reads, laid out as columns (typed arrays and arrays of
 * shared strings), built once per list of offers (a catalog does not change) and kept with it.
 *
 * Ranking every offer on each keystroke is bound by memory more than by arithmetic: an offer
 * object with its strings spans several cache lines, and most offers only need their prices,
 * provider, date and a few flags. Read from columns, the loop touches an offer object only where
 * its hardware differs from the offer before it (one offer in five or six in the catalog) and
 * for the offers that are kept.
 */
import type { Commitment, Granularity, Offer } from '../catalog/schema';
import { termCost } from '../catalog/commitments';
import { networkOf } from '../catalog/data/networks';
import { hourlyPrices } from './rules';
import { FAST_FABRICS } from './scaling';
import { speedUnknown } from './speed';

/** Bits of `OfferColumns.flags`. */
export const RETIRED = 1;
export const PRICE_SUSPECT = 2;
/** A vGPU family (a slice, or a virtualised whole card), not a passed-through GPU. */
export const VGPU = 4;
/** A fabric that counts as InfiniBand/RDMA between nodes. */
export const FAST_FABRIC = 8;
/** Flagged as of unknown speed (its source does not say what GPU it is). */
export const SPEED_UNKNOWN = 16;

export interface OfferColumns {
  /** 1 where the offer's hardware differs from the previous offer's (and for the first). */
  newHardware: Uint8Array;
  /**
   * The offer's hardware as a number: offers share one exactly when `sameHardware` holds for
   * them, neighbours or not (a catalog lists the same GPUs in the same counts under many
   * instance types and providers: 10,000 generated offers have 3,470 changes of hardware and
   * 574 kinds). From 0 to `hardwareKinds` - 1.
   */
  hardware: Int32Array;
  hardwareKinds: number;
  /** Index into `gpuIds`. */
  gpu: Int32Array;
  gpuIds: string[];
  gpuCount: Int32Array;
  gpuShare: Float64Array;
  /** GPU memory of the instance, GiB, where the offer states it; NaN: from the GPU's. */
  memory: Float64Array;
  gpuLink: Offer['gpuLink'][];
  /**
   * Index of the offer's provider and instance type among the list's (one entry per pair): the
   * grouper looks the pair up only when it changes.
   */
  type: Int32Array;
  /** Prices per instance-hour in the offer's currency; NaN: none. */
  onDemand: Float64Array;
  spot: Float64Array;
  /** 1 where the offer is priced in US dollars, 0 in yuan. */
  usd: Uint8Array;
  /** Index into `providers`. */
  provider: Int32Array;
  providers: string[];
  /** Index into `regions`. */
  region: Int32Array;
  regions: string[];
  /** Index into `regionGroups`. */
  regionGroup: Int32Array;
  regionGroups: string[];
  /** The offer's own billing granularity (`null`: the provider's). */
  granularity: (Granularity | null)[];
  /** Days since 1970-01-01 of the price date (NaN when unreadable). */
  day: Float64Array;
  /** `RETIRED | PRICE_SUSPECT | VGPU | FAST_FABRIC | SPEED_UNKNOWN`. */
  flags: Uint8Array;
  /** Stated bandwidth between two instances of the offer's type, Gb/s; NaN: not stated. */
  netGbps: Float64Array;
  /**
   * The offers' commitments, one list after another: offer `i`'s are the positions
   * `commitStart[i]` to `commitStart[i + 1]` (exclusive) of the `commit*` columns.
   */
  commitStart: Int32Array;
  /** Term of each commitment, months. */
  commitTerm: Int32Array;
  /** What each commitment costs over its term per instance, in the offer's currency. */
  commitCost: Float64Array;
  /** Its upfront payment and its charge per instance-hour of the term, offer's currency. */
  commitUpfront: Float64Array;
  commitHourly: Float64Array;
  /** Each commitment's row (kind, upfront, source, date), read for the chosen one only. */
  commitRow: Commitment[];
}

/** The stated inter-node bandwidth of an offer's instance type, Gb/s; NaN when none is. */
export const netGbpsOf = (o: Offer): number => networkOf(o.provider, o.instanceType)?.gbps ?? NaN;

/**
 * Whether two offers have the same hardware: everything the instance facts of `evaluate` read
 * (the GPU, how many and what share, memory, links, whether its speed is known).
 */
export const sameHardware = (a: Offer, b: Offer): boolean =>
  a.gpu === b.gpu &&
  a.gpuCount === b.gpuCount &&
  a.gpuShare === b.gpuShare &&
  a.gpuMemoryGiB === b.gpuMemoryGiB &&
  a.gpuLink === b.gpuLink &&
  a.fabric === b.fabric &&
  speedUnknown(a) === speedUnknown(b) &&
  Object.is(netGbpsOf(a), netGbpsOf(b));

/** Days since 1970-01-01 of a YYYY-MM-DD date; NaN when unreadable. */
export function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
}

const isVgpu = (o: Offer): boolean => o.gpuShare < 1 || o.flags.includes('vgpu-share');

function codeOf(codes: Map<string, number>, names: string[], name: string): number {
  let code = codes.get(name);
  if (code === undefined) {
    code = names.length;
    names.push(name);
    codes.set(name, code);
  }
  return code;
}

function build(offers: readonly Offer[]): OfferColumns {
  const n = offers.length;
  const cols: OfferColumns = {
    newHardware: new Uint8Array(n),
    hardware: new Int32Array(n),
    hardwareKinds: 0,
    gpu: new Int32Array(n),
    gpuIds: [],
    gpuCount: new Int32Array(n),
    gpuShare: new Float64Array(n),
    memory: new Float64Array(n),
    gpuLink: new Array<Offer['gpuLink']>(n),
    type: new Int32Array(n),
    onDemand: new Float64Array(n),
    spot: new Float64Array(n),
    usd: new Uint8Array(n),
    provider: new Int32Array(n),
    providers: [],
    region: new Int32Array(n),
    regions: [],
    regionGroup: new Int32Array(n),
    regionGroups: [],
    granularity: new Array<Granularity | null>(n),
    day: new Float64Array(n),
    flags: new Uint8Array(n),
    netGbps: new Float64Array(n),
    commitStart: new Int32Array(n + 1),
    commitTerm: new Int32Array(0),
    commitCost: new Float64Array(0),
    commitUpfront: new Float64Array(0),
    commitHourly: new Float64Array(0),
    commitRow: [],
  };
  let commitments = 0;
  for (const o of offers) commitments += o.commitments.length;
  cols.commitTerm = new Int32Array(commitments);
  cols.commitCost = new Float64Array(commitments);
  cols.commitUpfront = new Float64Array(commitments);
  cols.commitHourly = new Float64Array(commitments);
  let c = 0;
  const gpuCodes = new Map<string, number>();
  const typeCodes = new Map<string, number>();
  const types: string[] = [];
  const providerCodes = new Map<string, number>();
  const regionCodes = new Map<string, number>();
  const groupCodes = new Map<string, number>();
  const days = new Map<string, number>();
  // each kind of hardware's first offer, by GPU and count
  const kinds = new Map<string, { kind: number; offer: Offer }[]>();
  let last: Offer | null = null;
  for (let i = 0; i < n; i++) {
    const o = offers[i] as Offer;
    const changed = last === null || !sameHardware(o, last);
    cols.newHardware[i] = changed ? 1 : 0;
    if (changed) {
      const key = `${o.gpu}\u0000${o.gpuCount}`;
      let same = kinds.get(key);
      if (!same) kinds.set(key, (same = []));
      let kind = same.find((k) => sameHardware(o, k.offer))?.kind;
      if (kind === undefined) {
        kind = cols.hardwareKinds++;
        same.push({ kind, offer: o });
      }
      cols.hardware[i] = kind;
    } else cols.hardware[i] = cols.hardware[i - 1] as number;
    last = o;
    cols.gpu[i] = codeOf(gpuCodes, cols.gpuIds, o.gpu);
    cols.gpuCount[i] = o.gpuCount;
    cols.gpuShare[i] = o.gpuShare;
    cols.memory[i] = o.gpuMemoryGiB ?? NaN;
    cols.gpuLink[i] = o.gpuLink;
    cols.type[i] = codeOf(typeCodes, types, `${o.provider}\u0000${o.instanceType}`);
    const prices = hourlyPrices(o);
    cols.onDemand[i] = prices.onDemand ?? NaN;
    cols.spot[i] = prices.spot ?? NaN;
    cols.usd[i] = o.currency === 'USD' ? 1 : 0;
    cols.provider[i] = codeOf(providerCodes, cols.providers, o.provider);
    cols.region[i] = codeOf(regionCodes, cols.regions, o.region);
    cols.regionGroup[i] = codeOf(groupCodes, cols.regionGroups, o.regionGroup);
    cols.granularity[i] = o.billingGranularity;
    let day = days.get(o.asOf);
    if (day === undefined) days.set(o.asOf, (day = dayNumber(o.asOf)));
    cols.day[i] = day;
    cols.flags[i] =
      (o.flags.includes('retired') ? RETIRED : 0) |
      (o.flags.includes('price-suspect') ? PRICE_SUSPECT : 0) |
      (isVgpu(o) ? VGPU : 0) |
      (o.fabric !== null && FAST_FABRICS.has(o.fabric) ? FAST_FABRIC : 0) |
      (speedUnknown(o) ? SPEED_UNKNOWN : 0);
    cols.netGbps[i] = netGbpsOf(o);
    cols.commitStart[i] = c;
    for (const row of o.commitments) {
      cols.commitTerm[c] = row.termMonths;
      cols.commitCost[c] = termCost(row);
      cols.commitUpfront[c] = row.upfrontPrice;
      cols.commitHourly[c] = row.hourly;
      cols.commitRow.push(row);
      c++;
    }
  }
  cols.commitStart[n] = c;
  return cols;
}

const built = new WeakMap<readonly Offer[], OfferColumns>();

/**
 * The columns of a list of offers, built on first use and kept while the list lives. `keep`
 * false: a list made for one ranking (the offers given beside the catalog, a new list on every
 * ranking), built and not kept. Kept, each ranking's list was a key of the module-wide map,
 * and V8's young-generation collections kept the rankings since the last full collection alive
 * through it (the hpc profile of a link promoted 1.1–1.7 MB a collection, about 10 KB without).
 */
export function columnsOf(offers: readonly Offer[], keep = true): OfferColumns {
  if (!keep) return build(offers);
  let cols = built.get(offers);
  if (!cols) {
    cols = build(offers);
    built.set(offers, cols);
  }
  return cols;
}
