import { regionLabel } from '../../lib/region';
import { useState } from 'react';
import type { Quote } from '../../domain/quotes';
import { useLang, useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { formatMoney } from '../../lib/format';
import { quoteName } from './helpers';

interface Props {
  quotes: readonly Quote[];
  /** GPU names by id (the catalog's); an unknown id shows as itself. */
  gpuName: (id: string) => string;
  onEdit: (quote: Quote) => void;
  onDelete: (id: string) => void;
}

/** The user's quotes, one row each, with edit and (confirmed) delete. */
export function QuoteTable({ quotes, gpuName, onEdit, onDelete }: Props) {
  const t = useT();
  const lang = useLang();
  const [confirming, setConfirming] = useState<string | null>(null);
  // A question about a quote that is gone (deleted here or in another tab) is not asked again
  // when a quote with the same id comes back (re-imported).
  if (confirming !== null && !quotes.some((q) => q.id === confirming)) setConfirming(null);
  if (quotes.length === 0) return <p className="mt-3 text-slate-700">{t('quotes.empty')}</p>;
  const head = 'border-b border-slate-300 px-2 py-1 text-left font-medium';
  const cell = 'border-b border-slate-200 px-2 py-1 align-top';
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t('quotes.caption')}</caption>
        <thead>
          <tr>
            <th className={head}>{t('quotes.col.provider')}</th>
            <th className={head}>{t('quotes.col.instance')}</th>
            <th className={head}>{t('quotes.col.gpus')}</th>
            <th className={head}>{t('quotes.col.price')}</th>
            <th className={head}>{t('quotes.col.spot')}</th>
            <th className={head}>{t('quotes.col.region')}</th>
            <th className={head}>{t('quotes.col.asOf')}</th>
            <th className={head}>{t('quotes.col.note')}</th>
            <th className={head}>{t('quotes.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((q) => {
            const name = quoteName(q);
            const price = formatMoney(q.price, q.currency, lang);
            return (
              <tr key={q.id}>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  {q.provider}
                </th>
                <td className={cell}>
                  {q.instanceType}
                  {q.overrides ? (
                    <div className="text-xs text-slate-600">
                      {t('quotes.overrideTag', { offer: q.overrides })}
                    </div>
                  ) : null}
                </td>
                <td className={cell}>
                  {q.gpuCount} × {gpuName(q.gpu)}
                </td>
                <td className={cell}>
                  {t(q.per === 'hour' ? 'quotes.perHour' : 'quotes.perMonth', { price })}
                </td>
                <td className={cell}>
                  {q.spot === null ? '—' : formatMoney(q.spot, q.currency, lang)}
                </td>
                <td className={cell}>
                  {q.region === 'any'
                    ? t(`quotes.field.regionGroup.${q.regionGroup}`)
                    : lang === 'zh'
                      ? `${regionLabel(q.region, lang)}（${t(`quotes.field.regionGroup.${q.regionGroup}`)}）`
                      : `${regionLabel(q.region, lang)} (${t(`quotes.field.regionGroup.${q.regionGroup}`)})`}
                </td>
                <td className={cell}>{q.asOf}</td>
                <td className={`${cell} max-w-xs break-words`}>{q.note}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {confirming === q.id ? (
                    <span role="group" aria-label={t('quotes.deleteConfirm', { name })}>
                      <span className="mr-2">{t('quotes.deleteConfirm', { name })}</span>
                      <Button
                        onClick={() => {
                          setConfirming(null);
                          onDelete(q.id);
                        }}
                      >
                        {t('quotes.deleteYes')}
                      </Button>{' '}
                      <Button variant="ghost" onClick={() => setConfirming(null)}>
                        {t('quotes.cancel')}
                      </Button>
                    </span>
                  ) : (
                    <>
                      <Button
                        aria-label={t('quotes.editLabel', { name })}
                        onClick={() => onEdit(q)}
                      >
                        {t('quotes.edit')}
                      </Button>{' '}
                      <Button
                        aria-label={t('quotes.deleteLabel', { name })}
                        onClick={() => setConfirming(q.id)}
                      >
                        {t('quotes.delete')}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
