import { useMemo, useState } from 'react';
import { providerFreshness, type ProviderFreshness } from '../domain/catalog/freshness';
import type { Catalog } from '../domain/catalog/types';
import { translate, type Lang } from '../i18n';

interface ListProps {
  /** Its offers are read only once the reader opens the list. */
  catalog: Catalog;
  lang: Lang;
  /** The day ages count from, YYYY-MM-DD. */
  today: string;
  staleAfterDays: number;
}

/**
 * Per provider, how its prices are dated ("RunPod prices captured 2026-12-03, 1 day old", or
 * "undated snapshot recorded …"), folded under one line so that it stays short on a phone.
 */
export function PriceFreshness({ className, ...list }: ListProps & { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={className ?? 'text-xs text-slate-700'}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer">{translate(list.lang, 'fresh.summary')}</summary>
      {open ? <FreshnessList {...list} /> : null}
    </details>
  );
}

function FreshnessList({ catalog, lang, today, staleAfterDays }: ListProps) {
  const lines = useMemo(() => {
    const names = new Map(catalog.providers.map((p) => [p.id, p.name[lang]]));
    return providerFreshness(catalog.offers, today, staleAfterDays).map((f) => ({
      id: f.provider,
      text: freshnessLine(f, names.get(f.provider) ?? f.provider, lang),
    }));
  }, [catalog, lang, today, staleAfterDays]);
  return (
    <>
      <ul className="mt-1 space-y-0.5 pl-4">
        {lines.map((l) => (
          <li key={l.id}>{l.text}</li>
        ))}
      </ul>
      <p className="mt-1">{translate(lang, 'fresh.note', { today })}</p>
    </>
  );
}

/** One provider's line, in `lang`. */
export function freshnessLine(f: ProviderFreshness, provider: string, lang: Lang): string {
  if (f.newest === null || f.age === null) {
    return translate(lang, 'fresh.undated', { provider, date: f.recorded ?? '?' });
  }
  const age =
    (f.age <= 0
      ? translate(lang, 'fresh.age.today')
      : translate(lang, 'fresh.age', { count: f.age })) +
    (f.stale ? translate(lang, 'fresh.stale') : '');
  if (f.undated > 0) {
    return translate(lang, 'fresh.mixed', {
      provider,
      dated: f.dated,
      undated: f.undated,
      date: f.newest,
      age,
    });
  }
  const kind = translate(lang, `fresh.kind.${f.kind ?? 'mixed'}`);
  return f.oldest === f.newest
    ? translate(lang, 'fresh.dated', { provider, kind, date: f.newest, age })
    : translate(lang, 'fresh.datedRange', {
        provider,
        kind,
        oldest: f.oldest ?? f.newest,
        newest: f.newest,
        age,
      });
}
