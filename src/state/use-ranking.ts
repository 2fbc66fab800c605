import { useMemo } from 'react';
import { catalog as defaultCatalog } from '../domain/catalog';
import type { Catalog } from '../domain/catalog/types';
import type { RankResult } from '../domain/engine';
import { useLinkStore } from './link-store';
import { useQuotesStore } from './quotes-store';
import { rankMemo } from './ranking-memo';

/** The ranking for the link's profile, currency, rate and quotes; recomputed only when one changes. */
export function useRanking(catalog: Catalog = defaultCatalog): RankResult {
  const profile = useLinkStore((s) => s.link.profile);
  const cur = useLinkStore((s) => s.link.cur);
  const fx = useLinkStore((s) => s.link.fx);
  const q = useLinkStore((s) => s.link.q);
  const quotes = useQuotesStore((s) => s.quotes);
  return useMemo(
    () => rankMemo({ profile, cur, fx, q, quotes, catalog }),
    [profile, cur, fx, q, quotes, catalog],
  );
}
