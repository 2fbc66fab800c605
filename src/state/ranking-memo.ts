/**
 * The ranking is derived, never stored: the same ranking inputs give the same answer, so a link
 * change that leaves them alone (language, selection, browse `b.*` and guide `g.*` parameters, a
 * `q` that shares only quotes this browser already has) reuses the last one. Inputs are compared
 * by value, not identity: the link store builds a new profile object on every change.
 */
import { createStore } from 'zustand';
import type { Catalog } from '../domain/catalog/types';
import type { Profile } from '../domain/engine/profile';
import type { Quote } from '../domain/quotes';
import type { Currency } from '../domain/share/profile';
import type { RankingHead } from '../domain/ranking-head';
import type { RankJob } from '../worker/protocol';
import type { RankingParts } from './ranking-parts';

export interface RankingInput {
  profile: Profile;
  cur: Currency;
  /** CNY per USD from the link; `null`: the catalog's dated rate. */
  fx: number | null;
  /**
   * Every quote ranked with the catalog: the user's own (this browser's) and the link's `q`,
   * combined as the ranking combines them (an own quote wins over a shared one with its id).
   */
  quotes: readonly Quote[];
}

/** A ranking as the page has it so far. */
export interface Ranking {
  /** `pending`: nothing yet; `done`: the head is here, the parts come when asked for. */
  status: 'pending' | 'done';
  /** False while an earlier ranking is shown because the current one is still being computed. */
  current: boolean;
  head: RankingHead | null;
  /** The rest of the ranking (more entries, ruled-out offers, the whole), fetched when asked. */
  parts: RankingParts | null;
}

export const PENDING: Ranking = { status: 'pending', current: true, head: null, parts: null };

/** JSON with object keys sorted, so equal values give equal text whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The ranking inputs as one string: equal strings, equal rankings (for one catalog). */
export function rankingKey(input: RankingInput): string {
  return stableJson([input.profile, input.cur, input.fx, input.quotes]);
}

/** How many rankings are kept, newest last: a few (back and forth between two links). */
const KEEP = 8;

interface Kept {
  catalog: Catalog;
  key: string;
  ranking: Ranking;
}

/**
 * The rankings kept, each for a catalog and a key. Each change is a new list, so putting the
 * store back to its start (a test's reset) forgets them all.
 */
const memo = createStore<{ kept: readonly Kept[] }>()(() => ({ kept: [] }));

export function cachedRanking(catalog: Catalog, key: string): Ranking | undefined {
  return memo.getState().kept.find((k) => k.catalog === catalog && k.key === key)?.ranking;
}

export function keepRanking(catalog: Catalog, key: string, ranking: Ranking): void {
  const others = memo.getState().kept.filter((k) => k.catalog !== catalog || k.key !== key);
  memo.setState({ kept: [...others.slice(-(KEEP - 1)), { catalog, key, ranking }] });
}

/** Ranks on this thread, once per key (`rank-here.ts`, loaded when needed). */
export type RankHere = (catalog: Catalog, key: string, job: RankJob) => Ranking;

let rankHereFn: RankHere | null = null;

/** Called by `rank-here.ts` when it loads. */
export function provideRankHere(f: RankHere): void {
  rankHereFn = f;
}

/** The local ranker once its module has loaded, else `null`. */
export const loadedRankHere = (): RankHere | null => rankHereFn;
