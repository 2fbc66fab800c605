/**
 * Stage 3 of a ranking, score (docs/engine.md §5, "Score"): each entry's money figure and its
 * score, the best figure ÷ its own (`score.ts`, over the rules of `rules.ts`). Near misses are
 * scored on one scale with the entries within the budget, then capped below them.
 */
import type { Context } from '../context';
import { budgetSpend } from '../rules';
import { scoreGroups, type Scored } from '../score';
import type { Grouped } from './2-group';

/** The scored entries: those within every constraint, and the near misses after them. */
export interface ScoredEntries {
  within: Scored[];
  /** The near misses of the budget (empty unless they joined), each scored below `within`. */
  over: Scored[];
}

/**
 * The entries within the budget and the near misses after them, scored on one scale (both lists
 * normalised together, so a near miss is not the best of its own list at 100 %). A near miss's
 * score is then capped at the lowest within the budget and scaled by the share of its spend the
 * budget covers: an offer 20 % over budget scores at most 1 / 1.2 of the last one within it.
 */
export function scoreEntries(
  grouped: Grouped,
  ctx: Context,
  weights: readonly [number, number, number],
): ScoredEntries {
  const { groups, nearGroups } = grouped;
  if (grouped.moved === null) return { within: scoreGroups(groups, ctx, weights), over: [] };
  const all = scoreGroups([...groups, ...nearGroups], ctx, weights);
  const within = all.slice(0, groups.length);
  const over = all.slice(groups.length);
  let floor = Infinity;
  for (const s of within) floor = Math.min(floor, s.score);
  const { budget, per } = ctx.profile;
  for (const s of over) {
    const c = s.group.best.chosen;
    const spend = c ? budgetSpend(c, per) : Infinity;
    const covered = budget !== null && spend > 0 ? Math.min(1, budget / spend) : 0;
    s.score = Math.min(s.score, floor) * covered;
  }
  return { within, over };
}
