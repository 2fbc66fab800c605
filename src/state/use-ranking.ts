import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Catalog } from '../domain/catalog/types';
import type { Quote } from '../domain/quotes';
import type { RankJob } from '../worker/protocol';
import { useLinkStore } from './link-store';
import { useQuotesStore } from './quotes-store';
import { RANK_HERE, rankingSnapshot, requestRanking, subscribeRankings } from './rank-client';
import { rankHere, rankingKey, type Ranking } from './ranking-memo';

const jobFor = (quotes: readonly Quote[]): RankJob => ({
  link: useLinkStore.getState().link,
  quotes,
});

/**
 * The ranking for the link's profile, currency, rate and quotes: from the ranking worker when
 * `catalog` is the catalog file (pending at first, then the first page, then all of it), else
 * ranked here at once. Recomputed only when one of those inputs changes in value.
 */
export function useRanking(catalog: Catalog): Ranking {
  const profile = useLinkStore((s) => s.link.profile);
  const cur = useLinkStore((s) => s.link.cur);
  const fx = useLinkStore((s) => s.link.fx);
  const q = useLinkStore((s) => s.link.q);
  const quotes = useQuotesStore((s) => s.quotes);
  const key = useMemo(
    () => rankingKey({ profile, cur, fx, q, quotes }),
    [profile, cur, fx, q, quotes],
  );
  const snapshot = useSyncExternalStore(subscribeRankings, () => rankingSnapshot(catalog, key));
  const local = snapshot === RANK_HERE;
  useEffect(() => {
    if (!local) requestRanking(catalog, key, jobFor(quotes));
  }, [local, catalog, key, quotes]);
  const here = useMemo(
    () => (local ? rankHere(catalog, key, jobFor(quotes)) : null),
    [local, catalog, key, quotes],
  );
  return here ?? snapshot;
}
