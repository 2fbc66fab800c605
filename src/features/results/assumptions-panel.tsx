import { useState } from 'react';
import type { AssumptionReport } from '../../domain/engine';
import { hasMessage, translateDynamic, type Lang } from '../../i18n';
import { localizeData } from '../../i18n/glossary';
import { useT } from '../../state/use-lang';
import { CalcTable } from '../../ui/calc-table';

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
        <CalcTable
          className="mt-2 w-full border-collapse text-left text-sm"
          headCellClassName="border-b px-2 py-1"
          cellClassName="border-b border-slate-100 px-2 py-1"
          columns={[
            {
              header: t('results.assumptions.name'),
              className: 'font-normal',
              cell: (a) => nameOf(lang, a.name),
            },
            {
              header: t('results.assumptions.value'),
              className: 'tabular-nums',
              cell: (a) => `${String(a.value)} ${localizeData(lang, a.unit, true)}`,
            },
            {
              header: t('results.assumptions.source'),
              cell: (a) =>
                t(a.overridden ? 'results.assumptions.overridden' : 'results.assumptions.default'),
            },
          ]}
          rows={assumptions}
          rowKey={(a) => a.name}
        />
      ) : null}
    </details>
  );
}
