import { memo } from 'react';
import type { Catalog, GuideTableRow } from '../../domain/catalog/types';
import { formatMoney, formatNumber } from '../../lib/format';
import { useFold } from '../../ui/fold';
import type { DisplayContext } from './display';
import { wideScreen } from './wide-screen';
import type { OfferRow } from './model/offer-row';

interface Props {
  catalog: Catalog;
  lookup: (id: string) => OfferRow | undefined;
  c: DisplayContext;
  onCompare: (ids: readonly string[]) => void;
  onShow: (query: string) => void;
  factCheckHref: (claimId: string) => string;
}

/** The table's columns: the guide's row, its figures as published, the real offers, the check. */
const COLUMNS = ['instance', 'asPublished', 'real', 'check'] as const;

/** Words that find a guide row's real offers with the search box: provider and type prefix. */
function familyQuery(real: readonly OfferRow[]): string | null {
  const first = real[0];
  if (!first) return null;
  let prefix = first.instanceType;
  for (const r of real) while (!r.instanceType.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.length >= 2 ? `${first.providerId} ${prefix}` : null;
}

function RealOffers({
  g,
  real,
  c,
  onCompare,
  onShow,
}: { g: GuideTableRow; real: OfferRow[] } & Pick<Props, 'c' | 'onCompare' | 'onShow'>) {
  if (real.length === 0) return <>{c.t('browse.guide.noReal')}</>;
  const prices = real.map((r) => r.onDemand).filter((p): p is number => p !== undefined);
  const gpus = [...new Set(real.map((r) => r.gpuName))].join(', ');
  const query = familyQuery(real);
  return (
    <>
      {c.t('browse.guide.realSummary', {
        count: real.length,
        gpu: gpus,
        price:
          prices.length > 0
            ? `${formatMoney(Math.min(...prices), c.cur, c.lang)} ${c.t(`browse.unit.${c.unit}`)}`
            : c.t('browse.cell.onRequest'),
      })}{' '}
      <button
        type="button"
        className="text-teal-800 underline"
        onClick={() => onCompare(real.map((r) => r.id))}
      >
        {c.t('browse.guide.compare', { instance: g.instanceName })}
      </button>
      {query ? (
        <>
          {' · '}
          <button type="button" className="text-teal-800 underline" onClick={() => onShow(query)}>
            {c.t('browse.guide.show', { instance: g.instanceName })}
          </button>
        </>
      ) : null}
    </>
  );
}

/** The guide's three-row table as published, each row beside the real offers of that family. */
export const GuideFigures = memo(function GuideFigures({
  catalog,
  lookup,
  c,
  onCompare,
  onShow,
  factCheckHref,
}: Props) {
  const fold = useFold(wideScreen);
  if (catalog.guideTable.length === 0) return null;
  const claims = new Map(catalog.claims.map((cl) => [cl.id, cl]));
  const providerName = (id: string) =>
    catalog.providers.find((p) => p.id === id)?.name[c.lang] ?? id;
  return (
    <details {...fold} className="rounded border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer">
        <h2 className="inline text-lg font-semibold">{c.t('browse.guide.title')}</h2>
      </summary>
      <p className="mt-1 text-sm text-slate-700">{c.t('browse.guide.lead')}</p>
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <caption className="sr-only">{c.t('browse.guide.caption')}</caption>
          <thead>
            <tr className="text-left">
              {COLUMNS.map((col) => (
                <th key={col} scope="col" className="p-1">
                  {c.t(`browse.guide.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {catalog.guideTable.map((g) => {
              const claim = claims.get(g.claimId);
              const real = g.realOfferIds.map(lookup).filter((r): r is OfferRow => r !== undefined);
              return (
                <tr key={g.claimId} className="border-t border-slate-100 align-top">
                  <th scope="row" className="p-1 text-left font-medium">
                    {providerName(g.provider)} {g.instanceName}
                  </th>
                  <td className="p-1">
                    {c.t('browse.guide.figures', {
                      gpus: g.gpuCount,
                      memory: g.memoryText,
                      price: formatMoney(g.priceCnyPerHour, 'CNY', c.lang),
                      score: formatNumber(g.score, c.lang, 0),
                    })}
                  </td>
                  <td className="p-1">
                    <RealOffers g={g} real={real} c={c} onCompare={onCompare} onShow={onShow} />
                  </td>
                  <td className="p-1">
                    {claim ? (
                      <details>
                        <summary className="cursor-pointer font-medium">
                          {c.t(`browse.verdict.${claim.verdict}`)}
                        </summary>
                        <p className="text-slate-700">{claim.evidence[c.lang]}</p>
                      </details>
                    ) : null}
                    <a className="text-teal-800 underline" href={factCheckHref(g.claimId)}>
                      {c.t('browse.guide.factCheck', { instance: g.instanceName })}
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
});
