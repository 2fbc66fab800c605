import type { Currency } from '../../domain/units/money';
import {
  BROWSE_COLUMNS,
  DEFAULT_COLUMNS,
  type BrowseColumn,
  type PriceUnit,
} from '../../domain/share/browse-params';
import { CURRENCY_OPTIONS } from '../../ui/option';
import { RadioGroup } from '../../ui/radio-group';
import type { FilterControls } from './display';

interface Props extends Pick<FilterControls, 'params' | 'update' | 't'> {
  cur: Currency;
  setCurrency: (cur: Currency) => void;
  onExport: () => void;
  exportCount: number;
}

function ColumnChooser({ params, update, t }: Pick<Props, 'params' | 'update' | 't'>) {
  const shown = new Set(params.cols);
  const choosable = BROWSE_COLUMNS.filter((c) => c !== 'instance');
  const toggle = (c: BrowseColumn) => {
    const next = shown.has(c) ? params.cols.filter((x) => x !== c) : [...params.cols, c];
    update({ cols: BROWSE_COLUMNS.filter((x) => x === 'instance' || next.includes(x)) });
  };
  return (
    <details className="relative max-sm:hidden">
      <summary className="cursor-pointer rounded border border-slate-300 bg-white px-3 py-1 text-sm">
        {t('browse.columns.title', { shown: params.cols.length, total: BROWSE_COLUMNS.length })}
      </summary>
      <fieldset className="absolute right-0 z-40 mt-1 w-64 rounded border border-slate-300 bg-white p-3 shadow-lg">
        <legend className="sr-only">{t('browse.columns.legend')}</legend>
        <ul className="space-y-0.5">
          {choosable.map((c) => (
            <li key={c}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-teal-700"
                  checked={shown.has(c)}
                  onChange={() => toggle(c)}
                />
                {t(`browse.col.${c}`)}
              </label>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="mt-2 text-sm text-teal-800 underline"
          onClick={() => update({ cols: DEFAULT_COLUMNS })}
        >
          {t('browse.columns.reset')}
        </button>
      </fieldset>
    </details>
  );
}

export function Toolbar({ params, update, cur, setCurrency, onExport, exportCount, t }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2 sm:gap-y-3">
      <label className="min-w-[12rem] flex-1">
        <span className="block text-sm font-medium text-slate-800">{t('browse.search.label')}</span>
        <input
          type="search"
          value={params.q}
          maxLength={100}
          placeholder={t('browse.search.placeholder')}
          className="mt-1 w-full rounded border border-slate-300 px-2 py-1.5 text-sm"
          onChange={(e) => update({ q: e.target.value })}
        />
      </label>
      <RadioGroup<PriceUnit>
        legend={t('browse.unit.legend')}
        name="b-unit"
        value={params.unit}
        options={[
          { value: 'hour', label: t('browse.unit.hourShort') },
          { value: 'gpuh', label: t('browse.unit.gpuhShort') },
          { value: 'month', label: t('browse.unit.monthShort') },
        ]}
        onChange={(unit) => update({ unit })}
      />
      {/* A phone chooses the currency in the header, and its cards have no columns to choose. */}
      <RadioGroup<Currency>
        className="max-sm:hidden"
        legend={t('browse.currency')}
        name="b-cur"
        value={cur}
        options={CURRENCY_OPTIONS}
        onChange={setCurrency}
      />
      <ColumnChooser params={params} update={update} t={t} />
      <button
        type="button"
        className="rounded bg-teal-700 px-3 py-1 text-sm font-medium text-white hover:bg-teal-800 disabled:bg-slate-400"
        disabled={exportCount === 0}
        onClick={onExport}
      >
        {t('browse.export', { count: exportCount })}
      </button>
    </div>
  );
}
