import type { Catalog } from '../../domain/catalog/types';
import { formatMoney, formatNumber } from './model/format';
import type { DisplayContext } from './display';
import type { OfferRow } from './model/offer-row';

interface Props {
  catalog: Catalog;
  rowsById: ReadonlyMap<string, OfferRow>;
  c: DisplayContext;
  onCompare: (ids: readonly string[]) => void;
  factCheckHref: (claimId: string) => string;
}

/** The guide's three-row table as published, each row beside the real offers of that family. */
export function GuideFigures({ catalog, rowsById, c, onCompare, factCheckHref }: Props) {
  if (catalog.guideTable.length === 0) return null;
  const claims = new Map(catalog.claims.map((cl) => [cl.id, cl]));
  return (
    <details open className="rounded border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer">
        <h2 className="inline text-lg font-semibold">{c.t('browse.guide.title')}</h2>
      </summary>
      <p className="mt-1 text-sm text-slate-700">{c.t('browse.guide.lead')}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">{c.t('browse.guide.caption')}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="p-1">
                {c.t('browse.guide.instance')}
              </th>
              <th scope="col" className="p-1">
                {c.t('browse.guide.asPublished')}
              </th>
              <th scope="col" className="p-1">
                {c.t('browse.guide.real')}
              </th>
              <th scope="col" className="p-1">
                {c.t('browse.guide.check')}
              </th>
            </tr>
          </thead>
          <tbody>
            {catalog.guideTable.map((g) => {
              const claim = claims.get(g.claimId);
              const real = g.realOfferIds
                .map((id) => rowsById.get(id))
                .filter((r): r is OfferRow => r !== undefined);
              return (
                <tr
                  key={g.claimId + g.instanceName}
                  className="border-t border-slate-100 align-top"
                >
                  <th scope="row" className="p-1 text-left font-medium">
                    {g.provider} {g.instanceName}
                  </th>
                  <td className="p-1">
                    {c.t('browse.guide.figures', {
                      gpus: g.gpuCount,
                      memory: g.memoryText,
                      price: formatMoney(g.priceCnyPerHour, c.lang, 'CNY'),
                      score: formatNumber(g.score, c.lang, 0),
                    })}
                  </td>
                  <td className="p-1">
                    {real.length === 0 ? (
                      c.t('browse.guide.noReal')
                    ) : (
                      <>
                        <ul>
                          {real.map((r) => (
                            <li key={r.id}>
                              {c.t('browse.guide.realOffer', {
                                instance: r.instanceType,
                                region: r.region,
                                gpu: `${r.gpuCount}× ${r.gpuName}`,
                                price:
                                  r.onDemand === undefined
                                    ? c.t('browse.cell.onRequest')
                                    : `${formatMoney(r.onDemand, c.lang, c.cur)} ${c.t(`browse.unit.${c.unit}`)}`,
                              })}
                            </li>
                          ))}
                        </ul>
                        <button
                          type="button"
                          className="mt-1 text-teal-800 underline"
                          onClick={() => onCompare(real.map((r) => r.id))}
                        >
                          {c.t('browse.guide.compare', { instance: g.instanceName })}
                        </button>
                      </>
                    )}
                  </td>
                  <td className="p-1">
                    {claim ? (
                      <>
                        <span className="font-medium">
                          {c.t(`browse.verdict.${claim.verdict}`)}
                        </span>
                        <span className="block text-slate-700">{claim.evidence[c.lang]}</span>
                      </>
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
}
