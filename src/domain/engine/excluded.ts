/**
 * The excluded offers of one ranking, kept compact while ranking and turned into
 * `ExcludedEntry` records only when somebody reads them.
 *
 * Most offers of a ranking are excluded (thousands per keystroke). Building a record for each
 * inside the loop makes thousands of objects survive the young generation; in a fresh process V8
 * then often stays in a mode where the loop runs 3–5× slower. Keeping references and numbers in a
 * few arrays (no object per offer) and building the records on first read avoids that, and the
 * many rankings that never read them (suggestions, charts, `--top`) never pay for them.
 */
import type { Commitment, Gpu, Offer } from '../catalog/schema';
import type { Currency } from '../units/money';
import { capacityOf, interconnectOf } from './offer-facts';
import type { Miss } from './explain';
import type { Evaluated } from './evaluated';
import { resultParts } from './ranked';
import type { CostEstimate, EngineMessage, ExcludedEntry, MemoryFit, RankResult } from './types';

/**
 * The memory fit the ranking loop judged (`Evaluated.fit`, the one rule for ranked and
 * excluded offers) as a code, and back.
 */
const FIT_CODES: readonly (MemoryFit | 'no')[] = ['unknown', 'fits', 'tight', 'no'];
const fitCode = (fit: MemoryFit | 'no'): number =>
  fit === 'fits' ? 1 : fit === 'tight' ? 2 : fit === 'no' ? 3 : 0;

/**
 * Numbers per estimate in `ExcludedBuffer.estimates` and `PackedExcluded.estimates`: entry,
 * pricing (`pricingCode`), price per hour, hours, billed hours, cost, monthly cost.
 */
const PACKED_WIDTH = 7;
/**
 * Numbers per row of `terms` (the buffer's and the packed form's), for an estimate priced at a
 * commitment: the entry, its row's index in the commitments, upfront, hourly and effective
 * hourly prices, terms.
 */
const TERMS_WIDTH = 6;

/** Pricing codes in `ExcludedBuffer.estimates`. */
const PRICINGS: readonly CostEstimate['pricing'][] = ['on-demand', 'spot', 'commitment'];
const pricingCode = (p: CostEstimate['pricing']): number =>
  p === 'spot' ? 1 : p === 'commitment' ? 2 : 0;

export class ExcludedBuffer {
  /** Positions of the excluded offers in catalog offers followed by extra offers. */
  private readonly positions: Int32Array;
  /** Index into `lists` of each excluded offer's failures. */
  private readonly failureIds: Int32Array;
  /** Memory fit of each excluded offer (`fitCode`), as judged while ranking. */
  private readonly fits: Uint8Array;
  private count = 0;
  private readonly lists: EngineMessage[][] = [];
  private readonly listIds = new Map<EngineMessage[], number>();
  /** The last offer's failures and their index in `lists`. */
  private lastList: EngineMessage[] | null = null;
  private lastId = -1;
  /**
   * Estimates of the offers excluded for cost or time, rows of `PACKED_WIDTH` numbers in a typed
   * array that doubles when full, laid out as they are posted; the commitments' terms apart
   * (`TERMS_WIDTH` numbers a row, most estimates have none). Numbers only: no object per offer
   * outlives the loop.
   */
  private estimates = new Float64Array(256 * PACKED_WIDTH);
  private readonly terms: number[] = [];
  /** Numbers written to `estimates`. */
  private estimateLength = 0;
  /** The catalog's commitment rows of the commitment estimates (references, no copies). */
  private readonly rows: Commitment[] = [];

  /**
   * `keeps` false: the offers added are not kept (a ranking read only for its first choice,
   * `firstChoice` in `rank.ts`), so they need not say why they are out.
   */
  constructor(
    private readonly offers: readonly Offer[],
    private readonly extra: readonly Offer[],
    readonly keeps = true,
  ) {
    const n = keeps ? offers.length + extra.length : 0;
    this.positions = new Int32Array(n);
    this.failureIds = new Int32Array(n);
    this.fits = new Uint8Array(n);
  }

  private offerAt(position: number): Offer {
    const n = this.offers.length;
    return (position < n ? this.offers[position] : this.extra[position - n]) as Offer;
  }

  add(position: number, e: Evaluated): void {
    if (!this.keeps) return;
    const c = e.chosen;
    if (c && e.costFailure) {
      let x = this.estimates;
      const k = this.estimateLength;
      if (k + PACKED_WIDTH > x.length) {
        const grown = new Float64Array(x.length * 2);
        grown.set(x);
        this.estimates = x = grown;
      }
      x[k] = this.count;
      x[k + 1] = pricingCode(c.pricing);
      x[k + 2] = c.pricePerHour;
      x[k + 3] = c.estHours;
      x[k + 4] = c.billedHours;
      x[k + 5] = c.estCost;
      x[k + 6] = c.monthlyCost;
      const t = c.commitment;
      if (t !== null) {
        this.terms.push(this.count, this.rows.length, t.upfrontPrice, t.hourly);
        this.terms.push(t.effectiveHourly, t.terms);
        this.rows.push(t.row);
      }
      this.estimateLength = k + PACKED_WIDTH;
    }
    // Consecutive offers mostly fail the same way (the lists are shared): no lookup then.
    let id = e.failures === this.lastList ? this.lastId : this.listIds.get(e.failures);
    if (id === undefined) {
      id = this.lists.length;
      this.lists.push(e.failures);
      this.listIds.set(e.failures, id);
    }
    this.lastList = e.failures;
    this.lastId = id;
    this.positions[this.count] = position;
    this.failureIds[this.count] = id;
    this.fits[this.count] = fitCode(e.fit);
    this.count++;
  }

  private failuresOf(i: number): EngineMessage[] {
    return this.lists[this.failureIds[i] as number] as EngineMessage[];
  }

  /**
   * The offers excluded for their cost or time, with their estimates, near misses of the budget
   * included (ranked or not, they are the nearest).
   */
  costMisses(): Miss[] {
    const out: Miss[] = [];
    const x = this.estimates.subarray(0, this.estimateLength);
    for (const [i, estimate] of estimatesByEntry(x, this.terms, this.rows)) {
      const o = this.offerAt(this.positions[i] as number);
      out.push({ offerId: o.id, excludedBecause: this.failuresOf(i), estimate });
    }
    return out;
  }

  /**
   * The compact form, in the order the offers were added, leaving out the `skip` offer ids: what
   * a ranking worker posts (typed arrays and the few distinct failure lists, no record per
   * offer), turned into records by {@link unpackExcluded} where they are read. The ranking's
   * nodes and currency come as values, not in the ranking's context: a context object read here
   * once per ranking threw the optimised code away on every ranking.
   */
  pack(nodes: number, currency: Currency, skip: ReadonlySet<string> | null): PackedExcluded {
    const positions = new Int32Array(this.count);
    const listIds = new Int32Array(this.count);
    const fits = new Uint8Array(this.count);
    // each kept offer's index in the pack, -1 when skipped
    const at = new Int32Array(this.count);
    let n = 0;
    for (let i = 0; i < this.count; i++) {
      const position = this.positions[i] as number;
      if (skip?.has(this.offerAt(position).id)) {
        at[i] = -1;
        continue;
      }
      at[i] = n;
      positions[n] = position;
      listIds[n] = this.failureIds[i] as number;
      fits[n] = this.fits[i] as number;
      n++;
    }
    const all = n === this.count;
    const x = this.estimates;
    let estimates: Float64Array;
    let terms: Float64Array;
    if (all) {
      // every entry kept: the rows as they are
      estimates = x.slice(0, this.estimateLength);
      terms = Float64Array.from(this.terms);
    } else {
      estimates = reindexed(x, this.estimateLength, PACKED_WIDTH, at);
      terms = reindexed(this.terms, this.terms.length, TERMS_WIDTH, at);
    }
    return {
      positions: all ? positions : positions.slice(0, n),
      listIds: all ? listIds : listIds.slice(0, n),
      fits: all ? fits : fits.slice(0, n),
      lists: this.lists,
      estimates,
      terms,
      commitments: this.rows,
      nodes,
      currency,
    };
  }
}

/**
 * The excluded offers of one ranking, compact: per offer its position in the ranked offers
 * (the catalog's, then the extra ones), its failures (an index into `lists`, which offers failing
 * alike share) and its memory fit; the estimates of the offers excluded for cost or time as rows
 * of numbers; and what every entry shares. About 10 bytes per offer where the records are about
 * 500.
 */
export interface PackedExcluded {
  positions: Int32Array;
  listIds: Int32Array;
  /** Memory fit codes (`FIT_CODES`). */
  fits: Uint8Array;
  lists: readonly (readonly EngineMessage[])[];
  /**
   * Rows of `PACKED_WIDTH` numbers (entry in this pack, pricing, price per hour, hours, billed
   * hours, cost, monthly cost).
   */
  estimates: Float64Array;
  /**
   * For the estimates priced at a commitment, rows of `TERMS_WIDTH` numbers (the entry, its row
   * in `commitments`, upfront, hourly and effective hourly prices, terms).
   */
  terms: Float64Array;
  /** The catalog's commitment rows the terms name. */
  commitments: readonly Commitment[];
  nodes: number;
  currency: Currency;
}

/**
 * The records of a packed list: the offer facts read again from `offers` followed by `extra` (the
 * same lists, in the same order, as were ranked) and the catalog's GPUs.
 */
export function unpackExcluded(
  p: PackedExcluded,
  offers: readonly Offer[],
  extra: readonly Offer[],
  gpus: ReadonlyMap<string, Gpu>,
): ExcludedEntry[] {
  const estimates = estimatesByEntry(p.estimates, p.terms, p.commitments);
  const n = offers.length;
  const out: ExcludedEntry[] = [];
  for (let i = 0; i < p.positions.length; i++) {
    const position = p.positions[i] as number;
    const o = (position < n ? offers[position] : extra[position - n]) as Offer;
    const gpu = gpus.get(o.gpu);
    out.push({
      offerId: o.id,
      provider: o.provider,
      region: o.region,
      regionGroup: o.regionGroup,
      instanceType: o.instanceType,
      gpuModel: gpu?.name ?? o.gpu,
      gpu: o.gpu,
      gpuCount: o.gpuCount,
      gpuShare: o.gpuShare,
      nodes: p.nodes,
      gpuMemoryGb: capacityOf(o, gpu),
      interconnect: interconnectOf(o),
      currency: p.currency,
      asOf: o.asOf,
      excludedBecause: p.lists[p.listIds[i] as number] as EngineMessage[],
      estimate: estimates.get(i) ?? null,
      memoryFit: FIT_CODES[p.fits[i] as number] as MemoryFit | 'no',
    });
  }
  return out;
}

/**
 * The offers of a packed list that `keep` selects by their index in it, packed alike (their
 * estimates and terms re-indexed, only the failure lists they use): one group of the list, for
 * the page that opens it.
 */
export function packedSubset(p: PackedExcluded, keep: (i: number) => boolean): PackedExcluded {
  const n = p.positions.length;
  const at = new Int32Array(n);
  const positions: number[] = [];
  const listIds: number[] = [];
  const fits: number[] = [];
  const lists: (readonly EngineMessage[])[] = [];
  const listAt = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    if (!keep(i)) {
      at[i] = -1;
      continue;
    }
    at[i] = positions.length;
    const list = p.listIds[i] as number;
    let id = listAt.get(list);
    if (id === undefined) {
      id = lists.length;
      lists.push(p.lists[list] as readonly EngineMessage[]);
      listAt.set(list, id);
    }
    positions.push(p.positions[i] as number);
    listIds.push(id);
    fits.push(p.fits[i] as number);
  }
  const rows = (x: Float64Array, width: number): Float64Array => reindexed(x, x.length, width, at);
  // the commitment rows the kept terms name, in their order
  const terms = rows(p.terms, TERMS_WIDTH);
  const commitments: Commitment[] = [];
  for (let k = 0; k < terms.length; k += TERMS_WIDTH) {
    commitments.push(p.commitments[terms[k + 1] as number] as Commitment);
    terms[k + 1] = commitments.length - 1;
  }
  return {
    positions: Int32Array.from(positions),
    listIds: Int32Array.from(listIds),
    fits: Uint8Array.from(fits),
    lists,
    estimates: rows(p.estimates, PACKED_WIDTH),
    terms,
    commitments,
    nodes: p.nodes,
    currency: p.currency,
  };
}

/** Nothing excluded (a ranking refused before its loop). */
export const NOTHING_EXCLUDED: PackedExcluded = {
  positions: new Int32Array(0),
  listIds: new Int32Array(0),
  fits: new Uint8Array(0),
  lists: [],
  estimates: new Float64Array(0),
  terms: new Float64Array(0),
  commitments: [],
  nodes: 1,
  currency: 'CNY',
};

const packs = resultParts<PackedExcluded>();

/** Ties a result to the compact form of its excluded offers (built on first call). */
export const keepPacked = packs.keep;

/**
 * The excluded offers of a ranking in their compact form, without building the records: what the
 * ranking worker posts. A result `rank` did not build has none (it throws unless nothing is
 * excluded).
 */
export function packedExcluded(result: RankResult): PackedExcluded {
  const pack = packs.of(result);
  if (pack) return pack();
  if (result.excluded.length === 0) return { ...NOTHING_EXCLUDED, currency: result.currency };
  throw new Error('not a ranking of rank(): its excluded offers have no compact form');
}

/**
 * The estimate whose numbers start at `k` (entry, pricing, price per hour, hours, billed hours,
 * cost, month's cost), the layout both packed forms share.
 */
function estimateAt(
  x: ArrayLike<number>,
  k: number,
  commitment: CostEstimate['commitment'],
): CostEstimate {
  return {
    pricing: PRICINGS[x[k + 1] as number] as CostEstimate['pricing'],
    pricePerHour: x[k + 2] as number,
    estHours: x[k + 3] as number,
    billedHours: x[k + 4] as number,
    estCost: x[k + 5] as number,
    monthlyCost: x[k + 6] as number,
    commitment,
  };
}

/** A commitment's terms whose numbers start at `k` (upfront, hourly, effective hourly, terms). */
function termsAt(
  x: ArrayLike<number>,
  k: number,
  row: Commitment | undefined,
): NonNullable<CostEstimate['commitment']> {
  return {
    row: row as Commitment,
    upfrontPrice: x[k] as number,
    hourly: x[k + 1] as number,
    effectiveHourly: x[k + 2] as number,
    terms: x[k + 3] as number,
  };
}

/** Estimates as records by entry, from rows of `PACKED_WIDTH` numbers and their terms. */
function estimatesByEntry(
  x: ArrayLike<number>,
  t: ArrayLike<number>,
  commitments: readonly Commitment[],
): Map<number, CostEstimate> {
  const terms = new Map<number, number>();
  for (let k = 0; k < t.length; k += TERMS_WIDTH) terms.set(t[k] as number, k);
  const out = new Map<number, CostEstimate>();
  for (let k = 0; k < x.length; k += PACKED_WIDTH) {
    const entry = x[k] as number;
    const c = terms.get(entry);
    const commitment = c === undefined ? null : termsAt(t, c + 2, commitments[t[c + 1] as number]);
    out.set(entry, estimateAt(x, k, commitment));
  }
  return out;
}

/**
 * Rows of `width` numbers whose first is an entry, with the entries moved to their index in a
 * pack (`at`) and the rows of entries left out (-1) dropped.
 */
function reindexed(
  x: ArrayLike<number>,
  length: number,
  width: number,
  at: Int32Array,
): Float64Array {
  const out = new Float64Array(length);
  let r = 0;
  for (let k = 0; k < length; k += width) {
    const j = at[x[k] as number] as number;
    if (j < 0) continue;
    out[r] = j;
    for (let f = 1; f < width; f++) out[r + f] = x[k + f] as number;
    r += width;
  }
  return r === length ? out : out.slice(0, r);
}

/** `build()` on first call, the same list after. */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let done = false;
  return () => {
    if (!done) {
      value = build();
      done = true;
    }
    return value as T;
  };
}
