import { useState } from 'react';
import type { Profile } from '../../domain/engine/profile';
import type { Lang } from '../../i18n';
import type { RankingParts } from '../../state/ranking-parts';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { downloadText } from '../../lib/download';
import type { RankingHead } from '../../domain/ranking-head';
import { markdownSummary, resultCsv, type PriceDateOf, type SupplyOf } from './export';
import { offerNamer } from './labels';

interface Props {
  /** `null` while the ranking is still arriving (the buttons keep their place, disabled). */
  head: RankingHead | null;
  parts: RankingParts | null;
  profile: Profile;
  lang: Lang;
  provider: (id: string) => string;
  asOf: string;
  fx: number;
  /** Each offer's price date in words, for both exports. */
  priceDate?: PriceDateOf;
  /** For a team in mainland China: each GPU's supply verdict, written into both exports. */
  supply?: SupplyOf;
}

/**
 * CSV of the whole result (asked for when clicked: every ranked and ruled-out offer) and a short
 * Markdown summary of the top picks, built when asked for.
 */
export function ExportButtons({
  head,
  parts,
  profile,
  lang,
  provider,
  asOf,
  fx,
  priceDate,
  supply,
}: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const stem = `gpu-picks-${profile.wl}-${asOf}`;
  const csv = async (whole: RankingParts) => {
    setBusy(true);
    setFailed(false);
    try {
      const result = await whole.whole();
      downloadText(
        `${stem}.csv`,
        'text/csv;charset=utf-8',
        resultCsv(result, lang, offerNamer(lang, provider), {
          priceDate,
          supply,
          budgetGiven: profile.budget !== null,
        }),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        disabled={parts === null || busy}
        aria-busy={busy || undefined}
        onClick={() => {
          if (parts) void csv(parts);
        }}
      >
        {t('results.export.csv')}
      </Button>
      <Button
        disabled={head === null}
        onClick={() =>
          head &&
          downloadText(
            `${stem}.md`,
            'text/markdown',
            markdownSummary(
              { ranked: head.top, currency: head.currency, weights: head.weights },
              {
                lang,
                profile,
                provider,
                asOf,
                fx,
                url: window.location.href,
                ...(priceDate ? { priceDate } : {}),
                ...(supply ? { supply } : {}),
              },
            ),
          )
        }
      >
        {t('results.export.md')}
      </Button>
      {failed ? (
        <p role="alert" className="w-full text-sm text-slate-700">
          {t('results.part.failed')}
        </p>
      ) : null}
    </>
  );
}
