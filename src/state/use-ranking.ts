import { startTransition, use, useEffect, useMemo, useState } from 'react';
import type { Catalog } from '../domain/catalog/types';
import type { Quote } from '../domain/quotes';
import { todayIso } from '../lib/today';
import { fulfilled, tracked } from '../lib/tracked';
import type { RankJob } from '../worker/protocol';
import { useLinkStore } from './link-store';
import { usePageQuotes } from './quotes-presence';
import { RANK_HERE, rankingSnapshot, requestRanking, subscribeRankings } from './rank-client';
import { loadedRankHere, rankingKey, type RankHere, type Ranking } from './ranking-memo';

/** A job for the link and quotes; prices are judged stale against today, as browse judges them. */
const jobFor = (quotes: readonly Quote[]): RankJob => ({
  link: useLinkStore.getState().link,
  quotes,
  asOf: todayIso(),
});

let loadingRankHere: Promise<RankHere> | null = null;

/** Loads the local ranker: its module (the engine) loads only when the page ranks on its thread. */
const loadRankHere = (): Promise<RankHere> => {
  const ready = loadedRankHere();
  return (loadingRankHere ??= ready
    ? fulfilled(ready)
    : tracked(import('./rank-here').then((m) => m.rankHere)));
};

interface Shown {
  catalog: Catalog;
  key: string;
  ranking: Ranking;
}

/**
 * The ranking for the link's profile, currency, rate and quotes: from the ranking worker when
 * `catalog` is the catalog file (pending at first, then its head; the other parts when asked
 * for), else ranked here at once. Recomputed only when one of those inputs changes in value. The worker's
 * answers are drawn as a transition: React renders the list in slices, so a long list never
 * holds the page in one task.
 */
export function useRanking(catalog: Catalog): Ranking {
  const profile = useLinkStore((s) => s.link.profile);
  const cur = useLinkStore((s) => s.link.cur);
  const fx = useLinkStore((s) => s.link.fx);
  const { own, all } = usePageQuotes();
  const key = useMemo(() => rankingKey({ profile, cur, fx, quotes: all }), [profile, cur, fx, all]);
  const [shown, setShown] = useState<Shown | null>(null);
  const snapshot =
    shown?.catalog === catalog && shown.key === key ? shown.ranking : rankingSnapshot(catalog, key);
  const local = snapshot === RANK_HERE;
  useEffect(() => {
    if (local) return;
    const update = () => {
      const ranking = rankingSnapshot(catalog, key);
      startTransition(() => setShown({ catalog, key, ranking }));
    };
    const unsubscribe = subscribeRankings(update);
    requestRanking(catalog, key, jobFor(own));
    update();
    return unsubscribe;
  }, [local, catalog, key, own]);
  const rankHere = local ? use(loadRankHere()) : null;
  const here = useMemo(
    () => (rankHere ? rankHere(catalog, key, jobFor(own)) : null),
    [rankHere, catalog, key, own],
  );
  return here ?? snapshot;
}
