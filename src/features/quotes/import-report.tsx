import type { ImportResult } from '../../domain/quotes';
import { useLang, useT } from '../../state/use-lang';
import { problemText } from './helpers';

/** How many row problems are listed (the count says how many more there are). */
const SHOWN = 200;

/** The problems an import found: row (or item), column and reason for each. */
export function ImportReport({ file, result }: { file: string; result: ImportResult }) {
  const t = useT();
  const lang = useLang();
  const bad = new Set(result.errors.map((e) => e.row)).size;
  const head = 'border-b border-slate-300 px-2 py-1 text-left font-medium';
  const cell = 'border-b border-slate-200 px-2 py-1 align-top';
  return (
    <div className="mt-3">
      <p className="font-medium">
        {t('quotes.import.summary', {
          file,
          valid: result.valid.length,
          rows: result.rowCount,
          bad,
        })}
      </p>
      {result.fileWarnings.length + result.warnings.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="font-medium">{t('quotes.import.warningsTitle')}</p>
          <ul className="list-disc pl-5">
            {result.fileWarnings.map((w, i) => (
              <li key={`f${i}`}>{problemText(lang, w)}</li>
            ))}
            {result.warnings.slice(0, SHOWN).map((w, i) => (
              <li key={`r${i}`}>
                {t('quotes.import.col.row')} {w.row} · {w.column}: {problemText(lang, w)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.errors.length > 0 ? (
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="min-w-full text-sm">
            <caption className="text-left font-medium">
              {t('quotes.import.errorsCaption', { file })}
            </caption>
            <thead>
              <tr>
                <th className={head}>
                  {t(result.format === 'json' ? 'quotes.import.col.item' : 'quotes.import.col.row')}
                </th>
                <th className={head}>{t('quotes.import.col.column')}</th>
                <th className={head}>{t('quotes.import.col.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {result.errors.slice(0, SHOWN).map((e, i) => (
                <tr key={i}>
                  <td className={cell}>{e.row}</td>
                  <td className={cell}>
                    {e.column ? <code>{e.column}</code> : t('quotes.import.wholeRow')}
                  </td>
                  <td className={cell}>{problemText(lang, e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.errors.length > SHOWN ? (
            <p className="mt-1 text-sm">… +{result.errors.length - SHOWN}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
