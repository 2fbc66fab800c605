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
import type { Commitment, Offer } from '../catalog/schema';
import type { Context } from './context';
import { capacityOf, interconnectOf } from './evaluate';
import type { Miss } from './explain';
import type { Evaluated } from './evaluated';
import type { CostEstimate, EngineMessage, ExcludedEntry, MemoryFit } from './types';

/**
 * The memory fit the ranking loop judged (`Evaluated.fit`, the one rule for ranked and
 * excluded offers) as a code, and back.
 */
const FIT_CODES: readonly (MemoryFit | 'no')[] = ['unknown', 'fits', 'tight', 'no'];
const fitCode = (fit: MemoryFit | 'no'): number =>
  fit === 'fits' ? 1 : fit === 'tight' ? 2 : fit === 'no' ? 3 : 0;

/** Numbers per estimate in `ExcludedBuffer.estimates`. */
const ESTIMATE_WIDTH = 12;

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
   * Estimates of the offers excluded for cost or time, flat in a typed array that doubles when
   * full: entry, pricing (`pricingCode`), price per hour, hours, billed hours, cost, monthly
   * cost, and for a commitment its row's index in `rows`, upfront, hourly and effective hourly
   * prices and terms. Numbers only: no object per offer outlives the loop.
   */
  private estimates = new Float64Array(64 * ESTIMATE_WIDTH);
  /** Numbers written to `estimates`. */
  private estimateLength = 0;
  /** The catalog's commitment rows of the commitment estimates (references, no copies). */
  private readonly rows: Commitment[] = [];

  constructor(
    private readonly offers: readonly Offer[],
    private readonly extra: readonly Offer[],
  ) {
    const n = offers.length + extra.length;
    this.positions = new Int32Array(n);
    this.failureIds = new Int32Array(n);
    this.fits = new Uint8Array(n);
  }

  private offerAt(position: number): Offer {
    const n = this.offers.length;
    return (position < n ? this.offers[position] : this.extra[position - n]) as Offer;
  }

  add(position: number, e: Evaluated): void {
    const c = e.chosen;
    if (c && e.costFailure) {
      let x = this.estimates;
      const k = this.estimateLength;
      if (k + ESTIMATE_WIDTH > x.length) {
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
      if (t === null) x[k + 7] = -1;
      else {
        x[k + 7] = this.rows.length;
        this.rows.push(t.row);
        x[k + 8] = t.upfrontPrice;
        x[k + 9] = t.hourly;
        x[k + 10] = t.effectiveHourly;
        x[k + 11] = t.terms;
      }
      this.estimateLength = k + ESTIMATE_WIDTH;
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

  /** The estimates by entry, as records. */
  private estimateRecords(): Map<number, CostEstimate> {
    const out = new Map<number, CostEstimate>();
    const x = this.estimates;
    for (let k = 0; k < this.estimateLength; k += ESTIMATE_WIDTH) {
      const row = x[k + 7] as number;
      out.set(x[k] as number, {
        pricing: PRICINGS[x[k + 1] as number] as CostEstimate['pricing'],
        pricePerHour: x[k + 2] as number,
        estHours: x[k + 3] as number,
        billedHours: x[k + 4] as number,
        estCost: x[k + 5] as number,
        monthlyCost: x[k + 6] as number,
        commitment:
          row < 0
            ? null
            : {
                row: this.rows[row] as Commitment,
                upfrontPrice: x[k + 8] as number,
                hourly: x[k + 9] as number,
                effectiveHourly: x[k + 10] as number,
                terms: x[k + 11] as number,
              },
      });
    }
    return out;
  }

  /**
   * The offers excluded for their cost or time, with their estimates, near misses of the budget
   * included (ranked or not, they are the nearest).
   */
  costMisses(): Miss[] {
    const out: Miss[] = [];
    for (const [i, estimate] of this.estimateRecords()) {
      const o = this.offerAt(this.positions[i] as number);
      out.push({ offerId: o.id, excludedBecause: this.failuresOf(i), estimate });
    }
    return out;
  }

  /** The records, in the order the offers were added, leaving out the `skip` offer ids. */
  entries(ctx: ExcludedContext, skip: ReadonlySet<string> | null): ExcludedEntry[] {
    const out: ExcludedEntry[] = [];
    const estimates = this.estimateRecords();
    for (let i = 0; i < this.count; i++) {
      const o = this.offerAt(this.positions[i] as number);
      if (skip?.has(o.id)) continue;
      const gpu = ctx.gpus.get(o.gpu);
      const capacity = capacityOf(o, gpu);
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
        nodes: ctx.nodes,
        gpuMemoryGb: capacity,
        interconnect: interconnectOf(o),
        currency: ctx.cur,
        asOf: o.asOf,
        excludedBecause: this.failuresOf(i),
        estimate: estimates.get(i) ?? null,
        memoryFit: FIT_CODES[this.fits[i] as number] as MemoryFit | 'no',
      });
    }
    return out;
  }
}

type ExcludedContext = Pick<Context, 'nodes' | 'cur' | 'gpus'>;

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
