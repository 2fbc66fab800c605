/**
 * Stage 4 of a ranking, order (docs/engine.md §5, "Order"): best score first; for serving, the
 * entries that meet the target pace before those that miss it; and no entry above one that
 * dominates it (`orderWithoutDominated`, `score.ts`). The near misses are ordered apart, after.
 */
import type { Context } from '../context';
import { compareScored, orderWithoutDominated, type Scored } from '../score';
import type { ScoredEntries } from './3-score';

/** The entries in order (within the budget, then the near misses). */
export type Ordered = Scored[];

/**
 * A serving estimate within this share of the tokens/s asked for counts as meeting it when
 * ordering: the estimate is not finer than that (its warning still says it is below).
 */
const TARGET_TOLERANCE = 0.75;

/**
 * Serving: entries that give every user the tokens/s asked for (within the tolerance) come
 * before those that cannot, each part in score order, when some can. Once per ranking.
 */
export const meetsTarget = (s: Scored, tps: number): boolean => {
  const e = s.group.best;
  return e.meetsTarget || e.userTps >= TARGET_TOLERANCE * tps;
};

function targetFirst(sorted: Scored[], tps: number): Scored[] {
  const meets = (s: Scored) => meetsTarget(s, tps);
  const fast = sorted.filter(meets);
  if (fast.length === 0 || fast.length === sorted.length) return sorted;
  for (const s of sorted) if (!meets(s)) fast.push(s);
  return fast;
}

/** One list in order: by score, the serving target first, none above an entry that dominates it. */
const inOrder = (list: Scored[], tps: number, speedCounts: boolean): Scored[] =>
  orderWithoutDominated(targetFirst(list.sort(compareScored), tps), speedCounts);

/**
 * Scored entries in order: best score first, those that meet the serving target before those
 * that miss it, and none above an entry that dominates it; the near misses after, in the same
 * order among themselves. `speedCounts`: the link weighs performance at all.
 */
export function orderEntries(scored: ScoredEntries, ctx: Context, speedCounts: boolean): Ordered {
  const tps = ctx.profile.tps;
  const within = inOrder(scored.within, tps, speedCounts);
  if (scored.over.length === 0) return within;
  return [...within, ...inOrder(scored.over, tps, speedCounts)];
}
