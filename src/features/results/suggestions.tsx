import { useMemo } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import { THIN, type RankResult } from '../../domain/engine';
import { rankState } from '../../domain/rank-link';
import { translateDynamic } from '../../i18n';
import { useLinkStore } from '../../state/link-store';
import { useQuotesStore } from '../../state/quotes-store';
import { useLang, useT } from '../../state/use-lang';

/**
 * A dead end says what to change: when fewer than three choices meet every constraint, one
 * link per blocking constraint that applies the smallest change ranking an answer (computed
 * only then, a few extra rankings).
 */
export function Suggestions({ result, catalog }: { result: RankResult; catalog: Catalog }) {
  const t = useT();
  const lang = useLang();
  const link = useLinkStore((s) => s.link);
  const setLink = useLinkStore((s) => s.setLink);
  const quotes = useQuotesStore((s) => s.quotes);
  const thin = result.ranked.filter((e) => e.withinBudget).length < THIN;
  const suggestions = useMemo(
    () => (thin ? rankState(link, catalog, { quotes }).suggestions : []),
    // The ranking inputs only: language or selection changes do not change the suggestions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [thin, link.profile, link.cur, link.fx, link.q, quotes, catalog],
  );
  if (suggestions.length === 0) return null;
  return (
    <section
      aria-labelledby="suggestions-title"
      className="mt-4 rounded border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950"
    >
      <h2 id="suggestions-title" className="font-medium">
        {t('results.suggestions')}
      </h2>
      <ul className="mt-1 list-disc pl-5">
        {suggestions.map((s) => (
          <li key={s.link}>
            <a
              className="underline"
              href={`?${s.link}&view=results`}
              onClick={(ev) => {
                ev.preventDefault();
                setLink({ ...useLinkStore.getState().link, profile: s.profile }, 'push');
              }}
            >
              {translateDynamic(lang, s.reason.key, s.reason.values)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
