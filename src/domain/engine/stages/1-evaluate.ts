/**
 * Stage 1 of a ranking, evaluate (docs/engine.md §1–§5): every offer of the catalog and of the
 * offers given beside it evaluated once into the context's reused record (`evaluate.ts`, the
 * per-offer rules of `README.md`), and streamed on: an offer within every constraint to the
 * grouper (stage 2 reads its groups), a near miss of the budget to the near-miss grouper, every
 * other offer into the packed excluded buffer. The record is reused, so the stages after this
 * one read only what the groupers and the buffer kept.
 */
import type { Offer } from '../../catalog/schema';
import type { Catalog } from '../../catalog/types';
import type { Context } from '../context';
import { evaluate, keep, startList } from '../evaluate';
import { blankEstimate, blankEvaluated, NO_OFFER } from '../evaluated';
import { ExcludedBuffer, unpackExcluded } from '../excluded';
import { Grouper } from '../group';

/** What evaluating every offer leaves: the feasible and the near misses grouped as they came, the rest packed. */
export interface Evaluation {
  /** The offers within every constraint, grouped as they were evaluated. */
  grouper: Grouper;
  /** The offers over the budget by at most `NEAR_BUDGET` and failing nothing else. */
  near: Grouper;
  /** Every other offer, packed (positions, failure lists, estimates as numbers). */
  excluded: ExcludedBuffer;
}

/**
 * V8 gives the records built by one object literal a shared shape whose number fields start as
 * whole numbers and whose object fields start as "never null" (or "always null"); the first
 * fraction or null that breaks this throws away the optimised ranking loop, sometimes for good.
 * Building each record kind once with fractions and with both null and non-null values, when
 * this module loads, settles the shapes before any ranking runs.
 */
function settleShapes(): void {
  // A second offer, of another shape than the blank records' (`NO_OFFER`), as a catalog's are.
  const offer: Offer = { ...NO_OFFER, id: 'x:y@z', gpuShare: 1 };
  const a = blankEvaluated();
  const b = blankEvaluated();
  a.offer = b.offer = offer;
  a.capacity = 0.5;
  a.chosen = blankEstimate('commitment');
  a.alternative = blankEstimate('spot');
  a.costFailure = true;
  const excluded = new ExcludedBuffer([offer, offer], [offer]);
  for (const [i, e] of [a, b, a].entries()) {
    excluded.add(i, e);
    keep(e);
  }
  const packed = excluded.pack(1, 'USD', null);
  unpackExcluded(packed, [offer, offer], [offer], new Map());
}

settleShapes();

/** Offers per call of `evaluateRange`. */
const CHUNK = 256;

/**
 * The hot loop over `offers[from..to)`, in its own small function called once per chunk: V8
 * then optimises it as a function called often (not only by on-stack replacement of one long
 * loop), which keeps a keystroke's ranking on optimised code.
 */
function evaluateRange(
  offers: readonly Offer[],
  base: number,
  from: number,
  to: number,
  ctx: Context,
  grouper: Grouper,
  excluded: ExcludedBuffer,
  near: Grouper,
): void {
  const types = ctx.list.cols.type;
  // An excluded offer not kept is not asked why it is out.
  const why = excluded.keeps;
  for (let i = from; i < to; i++) {
    const e = evaluate(offers[i] as Offer, i, ctx, why);
    if (e.failures.length > 0) {
      excluded.add(base + i, e);
      if (e.nearBudget) near.add(e, base + i, types[i] as number);
    } else grouper.add(e, base + i, types[i] as number);
  }
}

function evaluateAll(
  offers: readonly Offer[],
  base: number,
  ctx: Context,
  grouper: Grouper,
  excluded: ExcludedBuffer,
  near: Grouper,
  keep: boolean,
): void {
  startList(offers, ctx, keep);
  grouper.startList();
  near.startList();
  for (let from = 0; from < offers.length; from += CHUNK) {
    const to = Math.min(offers.length, from + CHUNK);
    evaluateRange(offers, base, from, to, ctx, grouper, excluded, near);
  }
}

/**
 * Evaluates every offer of `catalog` and then of `extra` (numbered after the catalog's) for the
 * context's profile. `keepExcluded` false: the excluded offers are not kept (a ranking read for
 * its first choice).
 */
export function evaluateOffers(
  ctx: Context,
  catalog: Catalog,
  extra: readonly Offer[],
  keepExcluded: boolean,
): Evaluation {
  const { loc } = ctx.profile;
  const grouper = new Grouper(catalog.offers, extra, loc);
  const near = new Grouper(catalog.offers, extra, loc);
  const excluded = new ExcludedBuffer(catalog.offers, extra, keepExcluded);
  evaluateAll(catalog.offers, 0, ctx, grouper, excluded, near, true);
  // the offers beside the catalog are a new list on every ranking: their columns are not kept
  evaluateAll(extra, catalog.offers.length, ctx, grouper, excluded, near, false);
  return { grouper, near, excluded };
}
