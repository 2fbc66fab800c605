import { memo, useMemo } from 'react';
import type { Catalog } from '../../../domain/catalog/types';
import type { MessageKey } from '../../../i18n';
import { localizeData } from '../../../i18n/glossary';
import type { BrowseParams } from '../../../domain/share/browse-params';
import { Check } from '../../../ui/check';
import { CheckboxList } from '../../../ui/checkbox-list';
import { useFold } from '../../../ui/fold';
import { RadioGroup } from '../../../ui/radio-group';
import { Select } from '../../../ui/select';
import type { FilterControls } from '../display';
import { countryName, offerCountry } from '../../../lib/country';
import { gpuFamilies } from '../model/gpu-family';
import { RangeFilters } from './range-filters';

interface Props extends FilterControls {
  catalog: Catalog;
  active: boolean;
  cur: string;
}

const toggled = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The filters that are one value or any, and the words of their values. */
const CHOICES = {
  link: [
    ['nvlink', 'browse.link.nvlink'],
    ['pcie', 'browse.link.pcie'],
  ],
  bill: [
    ['second', 'browse.bill.second'],
    ['minute', 'browse.filters.billMinute'],
    ['hour', 'browse.filters.billHour'],
  ],
} as const satisfies {
  [K in 'link' | 'bill']: readonly (readonly [NonNullable<BrowseParams[K]>, MessageKey])[];
};

/** One value or any, as a labelled select ("any" first). */
function ChoiceFilter({
  name,
  params,
  update,
  t,
}: Pick<Props, 'params' | 'update' | 't'> & { name: keyof typeof CHOICES }) {
  const options = [
    { value: 'any', label: t('browse.filters.any') },
    ...CHOICES[name].map(([value, key]) => ({ value, label: t(key) })),
  ];
  return (
    <label className="block text-sm text-slate-800">
      {t(`browse.filters.${name}`)}
      <Select
        className="mt-0.5 block w-full rounded border border-slate-300 px-2 py-1 text-sm"
        value={params[name] ?? 'any'}
        options={options}
        onChange={(v) => update({ [name]: v === 'any' ? null : v })}
      />
    </label>
  );
}

function FilterPanelView(props: Props) {
  // Closed at first: the table is the answer; the filters open on request, and their controls
  // (a few hundred elements, and the lists of GPUs, providers and countries they offer, read
  // from every offer) are made only then, not on the page's first render.
  const fold = useFold();
  const { params, t } = props;
  const activeCount = [
    params.rg !== null,
    params.ctry.length > 0,
    params.gpu.length > 0,
    params.prov.length > 0,
    params.spot,
    params.commit,
    params.gmin !== null || params.gmax !== null,
    params.minmem !== null,
    params.mintot !== null,
    params.pmin !== null || params.pmax !== null,
    params.link !== null || params.fabric,
    params.bill !== null,
  ].filter(Boolean).length;

  return (
    <details {...fold} className="rounded border border-slate-200 bg-white px-3 py-2">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {t('browse.filters.title')}
        {activeCount > 0 ? (
          <span className="ml-2 rounded bg-teal-100 px-1.5 text-xs font-medium text-teal-900">
            {t('browse.filters.active', { count: activeCount })}
          </span>
        ) : null}
      </summary>
      {fold.open ? <FilterControls {...props} /> : null}
    </details>
  );
}

/** The open panel's controls. */
function FilterControls({ catalog, params, update, clear, active, t, lang, cur }: Props) {
  const families = useMemo(() => {
    const used = new Set(catalog.offers.map((o) => o.gpu));
    return gpuFamilies(catalog.gpus.filter((g) => used.has(g.id)));
  }, [catalog]);
  const providers = useMemo(() => {
    const used = new Set(catalog.offers.map((o) => o.provider));
    return catalog.providers.filter((p) => used.has(p.id));
  }, [catalog]);
  const countries = useMemo(() => {
    const n = new Map<string, number>();
    for (const o of catalog.offers) {
      const c = offerCountry(o.provider, o.region, o.regionGroup);
      if (c !== null) n.set(c, (n.get(c) ?? 0) + 1);
    }
    const named = [...n].map(([code, count]) => ({ code, count, name: countryName(code, lang) }));
    return named.sort((a, b) => a.name.localeCompare(b.name, lang === 'zh' ? 'zh-CN' : 'en'));
  }, [catalog, lang]);
  const chosenGpus = new Set(params.gpu);
  const familyChecked = new Set(
    families.filter((f) => f.gpuIds.every((id) => chosenGpus.has(id))).map((f) => f.id),
  );

  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <RadioGroup
        legend={t('browse.filters.region')}
        name="b-rg"
        value={params.rg ?? 'any'}
        options={[
          { value: 'any', label: t('browse.filters.regionAny') },
          { value: 'cn', label: t('browse.filters.regionCn') },
          { value: 'global', label: t('browse.filters.regionGlobal') },
        ]}
        onChange={(v) => update({ rg: v === 'any' ? null : v })}
      />
      <label className="block text-sm text-slate-800">
        {t('places.country')}
        <Select
          name="b-ctry"
          className="mt-1 block w-full rounded border border-slate-400 px-2 py-1"
          value={params.ctry.length === 1 ? (params.ctry[0] as string) : 'any'}
          options={[
            { value: 'any', label: t('places.countryAny') },
            ...countries.map((c) => ({
              value: c.code,
              label: t('places.countryOption', { name: c.name, count: c.count }),
            })),
          ]}
          onChange={(v) => update({ ctry: v === 'any' ? [] : [v] })}
        />
      </label>
      <CheckboxList
        legend={t('browse.filters.gpu')}
        options={families.map((f) => ({
          value: f.id,
          label: localizeData(lang, f.label),
          mixed: !familyChecked.has(f.id) && f.gpuIds.some((id) => chosenGpus.has(id)),
        }))}
        checked={familyChecked}
        onToggle={(id) => {
          const family = families.find((f) => f.id === id);
          if (!family) return;
          const on = familyChecked.has(id);
          const next = params.gpu.filter((g) => !family.gpuIds.includes(g));
          update({ gpu: on ? next : [...next, ...family.gpuIds] });
        }}
      />
      <CheckboxList
        legend={t('browse.filters.provider')}
        options={providers.map((p) => ({ value: p.id, label: p.name[lang] }))}
        checked={new Set(params.prov)}
        onToggle={(id) => update({ prov: toggled(params.prov, id) })}
      />
      <Check
        label={t('browse.filters.spot')}
        checked={params.spot}
        onChange={(spot) => update({ spot })}
      />
      <Check
        label={t('browse.filters.commit')}
        checked={params.commit}
        onChange={(commit) => update({ commit })}
      />
      <RangeFilters params={params} update={update} t={t} cur={cur} />
      <div>
        <ChoiceFilter name="link" params={params} update={update} t={t} />
        <Check
          className="mt-2"
          label={t('browse.filters.fabric')}
          checked={params.fabric}
          onChange={(fabric) => update({ fabric })}
        />
      </div>
      <ChoiceFilter name="bill" params={params} update={update} t={t} />
      <button
        type="button"
        className="rounded border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-500"
        disabled={!active}
        onClick={clear}
      >
        {t('browse.filters.clear')}
      </button>
    </div>
  );
}

/** Everything but the search text (the panel does not show it). */
const filterKey = (p: BrowseParams) => JSON.stringify({ ...p, q: '' });

/** Typing in the search box leaves the panel as it was: it is not drawn again. */
export const FilterPanel = memo(FilterPanelView, (a, b) =>
  (Object.keys(a) as (keyof Props)[]).every((k) =>
    k === 'params' ? filterKey(a.params) === filterKey(b.params) : a[k] === b[k],
  ),
);
