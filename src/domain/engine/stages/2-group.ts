/**
 * Stage 2 of a ranking, group (docs/engine.md §5, "Groups" and "Thin answers"): one entry per
 * provider, instance type and pricing at its best region, the other feasible regions listed
 * under it (`group.ts` keeps them as stage 1 streams the offers in). With fewer than `THIN`
 * entries, the near misses of the budget join, grouped the same way.
 */
import type { Group } from '../group';
import type { Evaluation } from './1-evaluate';

/** Fewer ranked entries than this, and near misses of the budget join the list (and dead ends get suggestions). */
export const THIN = 3;

/** The entries to score: the feasible groups and, when they are thin, the near misses'. */
export interface Grouped {
  /** One entry per provider, instance type and pricing within every constraint. */
  groups: Group[];
  /** The near misses' entries, ranked after them; empty unless `groups` is thin. */
  nearGroups: Group[];
  /** The offers of the near misses ranked (`null`: none joined). */
  moved: Set<string> | null;
}

/** The groups stage 1 built, with the near misses when fewer than `THIN` entries fit. */
export function groupOffers(evaluation: Evaluation): Grouped {
  const groups = evaluation.grouper.groups();
  const near = evaluation.near.groups();
  if (groups.length >= THIN || near.length === 0) return { groups, nearGroups: [], moved: null };
  // Over-budget near misses, ranked after every entry within the budget.
  const moved = new Set<string>();
  for (const g of near) {
    moved.add(g.best.offer.id);
    for (const id of g.others) moved.add(id);
  }
  return { groups, nearGroups: near, moved };
}
