import { useState } from 'react';
import type { AssumptionReport } from '../../domain/engine';
import { hasMessage, translateDynamic, type Lang } from '../../i18n';
import { localizeData } from '../../i18n/glossary';
import { useT } from '../../state/use-lang';

const nameOf = (lang: Lang, name: string) => {
  const key = `engine.assumption.${name}`;
  return hasMessage(key) ? translateDynamic(lang, key) : name;
};

/** Every default the engine used, with its unit, folded away until asked for. */
export function AssumptionsPanel({
  assumptions,
  lang,
}: {
  assumptions: readonly AssumptionReport[];
  lang: Lang;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-8 rounded border border-slate-200 bg-white p-3"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">
        {t('results.assumptions.title')} ({assumptions.length})
      </summary>
      {open ? (
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="border-b px-2 py-1">
                {t('results.assumptions.name')}
              </th>
              <th scope="col" className="border-b px-2 py-1">
                {t('results.assumptions.value')}
              </th>
              <th scope="col" className="border-b px-2 py-1">
                {t('results.assumptions.source')}
              </th>
            </tr>
          </thead>
          <tbody>
            {assumptions.map((a) => (
              <tr key={a.name}>
                <th scope="row" className="border-b border-slate-100 px-2 py-1 font-normal">
                  {nameOf(lang, a.name)}
                </th>
                <td className="border-b border-slate-100 px-2 py-1 tabular-nums">
                  {String(a.value)} {localizeData(lang, a.unit, true)}
                </td>
                <td className="border-b border-slate-100 px-2 py-1">
                  {t(
                    a.overridden ? 'results.assumptions.overridden' : 'results.assumptions.default',
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}
