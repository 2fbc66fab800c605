/**
 * Stage 5 of a ranking, distinct head (docs/engine.md §5, "Distinct first choices"): the first
 * places go to different choices; an entry that repeats one already there (a dearer box of the
 * same GPU) waits, unless the order's rules keep it above the next different choice.
 */
import { isVariantOf } from '../rules';
import { dominates } from '../rules';
import type { Scored } from '../score';
import type { Grouped } from './2-group';
import { meetsTarget, type Ordered } from './4-order';

/** Places at the head of the list kept for distinct choices (see `distinctFirst`). */
export const DISTINCT_HEAD = 3;

/** A variant in the head: the entry it repeats, and whether it moved down (or had to stay). */
export interface Variant {
  of: Scored;
  moved: boolean;
}

/**
 * The order with its head made of distinct choices: an entry that repeats one already in the
 * head (`isVariantOf` in the rules) waits, and the next different entries move up past it until the head holds
 * `DISTINCT_HEAD` distinct choices, so the first places are not the first pick again in dearer
 * boxes. The order's other rules still hold: an entry moves up past a waiting variant only when
 * that variant neither dominates it nor meets a serving target it misses; a variant that does
 * stays above it (and says why). Returns the order and the head's variants.
 */
function distinctFirst(
  order: Scored[],
  tps: number,
  speedCounts: boolean,
): { order: Scored[]; variants: Map<Scored, Variant> } {
  const head: Scored[] = [];
  const waiting: Scored[] = [];
  const variants = new Map<Scored, Variant>();
  // The different choices placed when each waiting variant began to wait: more when it is
  // placed, and some went past it (it moved down) even if it stays above a later one.
  const since = new Map<Scored, number>();
  let anyMoved = false;
  let distinct = 0;
  let i = 0;
  for (; i < order.length && distinct < DISTINCT_HEAD; i++) {
    const s = order[i] as Scored;
    const of = head.find((t) => !variants.has(t) && isVariantOf(t, s));
    if (of) {
      waiting.push(s);
      variants.set(s, { of, moved: true });
      since.set(s, distinct);
      continue;
    }
    let last = -1;
    waiting.forEach((w, k) => {
      if ((meetsTarget(w, tps) && !meetsTarget(s, tps)) || dominates(w, s, speedCounts)) last = k;
    });
    for (const w of waiting.splice(0, last + 1)) {
      const moved = distinct > (since.get(w) as number);
      (variants.get(w) as Variant).moved = moved;
      if (moved) anyMoved = true;
      head.push(w);
    }
    head.push(s);
    distinct++;
  }
  // Every variant was kept in place: the order is unchanged.
  if (waiting.length === 0 && !anyMoved) return { order, variants };
  return { order: [...head, ...waiting, ...order.slice(i)], variants };
}

/** The order with its head made of distinct choices, and the head's variants. */
export interface DistinctOrder {
  order: Scored[];
  variants: Map<Scored, Variant>;
}

/**
 * The ranking's final order. Near misses join only when fewer than three choices fit: there is
 * no head to keep distinct then, and the order stays.
 */
export function distinctHead(
  ordered: Ordered,
  grouped: Grouped,
  tps: number,
  speedCounts: boolean,
): DistinctOrder {
  if (grouped.moved !== null) return { order: ordered, variants: new Map<Scored, Variant>() };
  return distinctFirst(ordered, tps, speedCounts);
}
