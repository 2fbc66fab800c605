import type { SupplyVerdict } from '../domain/catalog/data/supply-cn';
import { SUPPLY_CHECKED } from '../domain/catalog/data/supply-cn';
import { translate, type Lang } from '../i18n';

const TONE: Record<SupplyVerdict['status'], string> = {
  domestic: 'bg-teal-100 text-teal-900',
  allowed: 'bg-teal-100 text-teal-900',
  'licence-assured': 'bg-amber-100 text-amber-900',
  licence: 'bg-amber-100 text-amber-900',
  'case-by-case': 'bg-rose-100 text-rose-900',
  'china-stop': 'bg-rose-100 text-rose-900',
  'not-sold': 'bg-rose-100 text-rose-900',
  unknown: 'bg-slate-100 text-slate-800',
};

/** The verdict's status as a short badge ("licence needed"). */
export function SupplyBadge({ verdict, lang }: { verdict: SupplyVerdict; lang: Lang }) {
  const status = translate(lang, `supply.status.${verdict.status}`);
  return (
    <span
      title={translate(lang, 'supply.badge', { status })}
      className={`shrink-0 rounded px-1.5 text-xs font-medium ${TONE[verdict.status]}`}
    >
      {status}
    </span>
  );
}

/** One line of text for a table cell or a CSV: status, new supply, renting. */
export function supplyText(verdict: SupplyVerdict, lang: Lang): string {
  return translate(lang, 'supply.csv', {
    status: translate(lang, `supply.status.${verdict.status}`),
    supply: verdict.supply[lang],
    rental: verdict.rental[lang],
  });
}

/**
 * What a team in mainland China can buy and rent of this GPU: the verdict, how the GPU was
 * inferred when a provider's label hides it, and each dated event with its source.
 */
export function SupplyNote({ verdict, lang }: { verdict: SupplyVerdict; lang: Lang }) {
  return (
    <section
      aria-label={translate(lang, 'supply.title', { date: SUPPLY_CHECKED })}
      className="rounded border border-slate-200 bg-white px-3 py-2 text-sm"
      data-supply={verdict.status}
    >
      <h4 className="flex items-center gap-2 font-semibold">
        {translate(lang, 'supply.title', { date: SUPPLY_CHECKED })}
        <SupplyBadge verdict={verdict} lang={lang} />
      </h4>
      <p className="mt-1">{verdict.supply[lang]}</p>
      <p>{verdict.rental[lang]}</p>
      {verdict.inferred ? (
        <p className="mt-1 text-slate-700">
          <span className="font-medium">{translate(lang, 'supply.inferred')}:</span>{' '}
          {verdict.inferred[lang]}
        </p>
      ) : null}
      <details className="mt-1">
        <summary className="cursor-pointer text-teal-800">
          {translate(lang, 'supply.events')}
        </summary>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {verdict.events.map((e) => (
            <li key={`${e.date}-${e.en}`}>
              <time dateTime={e.date}>{e.date}</time>: {e[lang]}{' '}
              <span className="text-xs text-slate-600">
                {translate(lang, 'supply.source', {
                  ref: e.source.ref,
                  date: e.source.date ?? translate(lang, 'supply.undated'),
                })}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
