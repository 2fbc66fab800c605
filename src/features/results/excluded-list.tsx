import { use, useState } from 'react';
import type { ExcludedEntry } from '../../domain/engine';
import type { Lang } from '../../i18n';
import { useLinkStore } from '../../state/link-store';
import type { RankingParts } from '../../state/ranking-parts';
import { regionLabel } from '../../lib/region';
import { useT } from '../../state/use-lang';
import { AppLink } from '../../ui/app-link';
import { quotesLink } from '../../state/open-quotes';
import { Button } from '../../ui/button';
import { useFold } from '../../ui/fold';
import { TitledSection } from '../../ui/titled-section';
import type { ExcludedCount } from '../../domain/ranking-head';
import { groupTitle } from './excluded-groups';
import { messageText } from './format';
import { PartBoundary } from './part-boundary';
import { gpusLabel, offerNamer } from './labels';

const CAP = 50;
const NO_PRICE = 'engine.excluded.no-price';

/** The offers of an open group (asked for on the first opening). */
function GroupRows({
  group,
  parts,
  lang,
  provider,
  all,
}: {
  group: ExcludedCount;
  parts: RankingParts;
  lang: Lang;
  provider: (id: string) => string;
  all: boolean;
}) {
  const entries = use(parts.excluded(group.key));
  const shown = all ? entries : entries.slice(0, CAP);
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {shown.map((e: ExcludedEntry) => (
        <li key={e.offerId} data-offer-id={e.offerId}>
          <span className="font-medium">
            {provider(e.provider)} <code>{e.instanceType}</code>
          </span>{' '}
          {lang === 'zh'
            ? `（${gpusLabel(lang, e)}，${regionLabel(e.region, lang)}）：`
            : `(${gpusLabel(lang, e)}, ${regionLabel(e.region, lang)}): `}
          {e.excludedBecause
            .map((m) => messageText(lang, m, offerNamer(lang, provider)))
            .join(lang === 'zh' ? '；' : '; ')}
        </li>
      ))}
    </ul>
  );
}

function Group({
  group,
  parts,
  lang,
  provider,
}: {
  group: ExcludedCount;
  parts: RankingParts;
  lang: Lang;
  provider: (id: string) => string;
}) {
  const t = useT();
  const fold = useFold();
  const [all, setAll] = useState(false);
  const title = groupTitle(lang, group);
  const setView = useLinkStore((s) => s.setView);
  const details = (
    <details
      className="rounded border border-slate-200 bg-white p-3"
      data-reason={group.key}
      {...fold}
    >
      <summary className="cursor-pointer font-medium">
        {t('results.excluded.group', { reason: title, count: group.count })}
      </summary>
      {fold.open ? (
        <PartBoundary>
          <GroupRows group={group} parts={parts} lang={lang} provider={provider} all={all} />
        </PartBoundary>
      ) : null}
      {fold.open && !all && group.count > CAP ? (
        <Button className="mt-2" onClick={() => setAll(true)}>
          {t('results.excluded.showAll', { count: group.count })}
        </Button>
      ) : null}
    </details>
  );
  if (group.key !== NO_PRICE) return details;
  // Offers without a public price rank once the user adds the price they were quoted.
  return (
    <div>
      {details}
      <p className="mt-1 px-3 text-sm">
        <AppLink className="text-teal-800 underline" {...quotesLink(() => setView('browse'))}>
          {t('results.addQuote')}
        </AppLink>
      </p>
    </div>
  );
}

/** Offers that failed a hard constraint, apart from the ranking, grouped by reason. */
export function ExcludedList({
  groups,
  parts,
  lang,
  provider,
}: {
  /** The groups, counted (the head's). */
  groups: readonly ExcludedCount[];
  parts: RankingParts;
  lang: Lang;
  provider: (id: string) => string;
}) {
  const t = useT();
  if (groups.length === 0) return null;
  return (
    <TitledSection
      look="section"
      title={t('results.excluded.title')}
      lead={t('results.excluded.lead')}
    >
      <div className="mt-3 space-y-2">
        {groups.map((g) => (
          <Group key={g.key} group={g} parts={parts} lang={lang} provider={provider} />
        ))}
      </div>
    </TitledSection>
  );
}
