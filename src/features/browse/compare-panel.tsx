import type { BrowseColumn } from '../../domain/share/browse-params';
import { regionLabel } from '../../lib/region';
import { MAX_COMPARE } from '../../state/browse-state';
import { AppLink } from '../../ui/app-link';
import { formatMoney } from '../../lib/format';
import { PriceHistory } from '../../ui/price-history';
import { fieldText, type DisplayContext } from './display';
import { bestOf } from './model/compare';
import { PRICE_COLUMNS, SIZE_COLUMNS } from './table/layout';
import type { OfferRow } from './model/offer-row';

const FIELDS: readonly BrowseColumn[] = [
  'provider',
  'region',
  'gpu',
  ...SIZE_COLUMNS,
  'link',
  'bill',
  ...PRICE_COLUMNS,
  'asOf',
  'source',
];

interface Props {
  sel: readonly string[];
  /** The offer behind an id of the link (retired ids followed), or `undefined`: gone. */
  lookup: (id: string) => OfferRow | undefined;
  c: DisplayContext;
  onRemove: (id: string) => void;
  onClear: () => void;
  /** The wizard link carrying this selection. */
  wizardHref: string;
  onWizard: () => void;
}

export function ComparePanel({ sel, lookup, c, onRemove, onClear, wizardHref, onWizard }: Props) {
  const ids = sel.slice(0, MAX_COMPARE);
  const rows = ids.map(lookup).filter((r): r is OfferRow => r !== undefined);
  const missing = ids.filter((id) => lookup(id) === undefined);
  return (
    <section
      aria-labelledby="compare-title"
      className="rounded border border-teal-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="compare-title" className="text-lg font-semibold">
          {c.t('browse.compare.title', { count: ids.length, max: MAX_COMPARE })}
        </h2>
        <AppLink
          href={wizardHref}
          className="rounded bg-teal-700 px-3 py-1 text-sm font-medium text-white hover:bg-teal-800"
          onFollow={onWizard}
        >
          {c.t('browse.compare.recommend')}
        </AppLink>
        <button type="button" className="text-sm text-teal-800 underline" onClick={onClear}>
          {c.t('browse.compare.clear')}
        </button>
      </div>
      {missing.length > 0 ? (
        <ul className="mt-2 text-sm text-amber-900">
          {missing.map((id) => (
            <li key={id}>
              {c.t('browse.compare.gone', { id })}{' '}
              <button type="button" className="underline" onClick={() => onRemove(id)}>
                {c.t('browse.compare.remove', { name: id })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > 0 ? (
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <caption className="sr-only">{c.t('browse.compare.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="w-40 p-1 text-left">
                  <span className="sr-only">{c.t('browse.compare.field')}</span>
                </th>
                {rows.map((r) => (
                  <th key={r.id} scope="col" className="p-1 text-left align-top">
                    <span className="block font-semibold break-all">{r.instanceType}</span>
                    <button
                      type="button"
                      className="text-xs font-normal text-teal-800 underline"
                      aria-label={c.t('browse.compare.remove', {
                        name: `${r.instanceType} (${regionLabel(r.region, c.lang)})`,
                      })}
                      onClick={() => onRemove(sel.find((id) => lookup(id) === r) ?? r.id)}
                    >
                      {c.t('browse.compare.removeShort')}
                    </button>
                    <span className="block text-xs font-normal text-slate-600">
                      {regionLabel(r.region, c.lang)}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {FIELDS.map((f) => {
                const best = bestOf(f, rows);
                return (
                  <tr key={f} className="border-t border-slate-100">
                    <th scope="row" className="p-1 text-left font-medium text-slate-700">
                      {c.t(`browse.col.${f}`)}
                    </th>
                    {rows.map((r) => {
                      const text = fieldText(f, r, c) ?? '—';
                      const isBest = best.has(r.id);
                      return (
                        <td
                          key={r.id}
                          className={`p-1 break-all ${isBest ? 'bg-teal-50 font-semibold text-teal-900' : ''}`}
                        >
                          {text}
                          {isBest ? (
                            <span className="ml-1 text-xs">
                              <span aria-hidden="true">★ </span>
                              {c.t('browse.compare.best')}
                            </span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
              <tr className="border-t border-slate-100">
                <th scope="row" className="p-1 text-left align-top font-medium text-slate-700">
                  {c.t('browse.compare.history')}
                </th>
                {rows.map((r) => (
                  <td key={r.id} className="p-1 align-top">
                    <PriceHistory
                      points={r.prices}
                      format={(v) =>
                        `${formatMoney(v, c.cur, c.lang)} ${c.t(`browse.unit.${c.unit}Short`)}`
                      }
                      lang={c.lang}
                      className="text-xs text-slate-700"
                      bare
                    />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
          {rows.some((r) => r.prices.length > 1) ? (
            <p className="mt-1 text-xs text-slate-600">{c.t('history.key')}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
