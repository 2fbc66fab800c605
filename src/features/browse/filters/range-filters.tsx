import type { BrowseParams } from '../../../domain/share/browse-params';
import { BROWSE_PARAMS } from '../../../domain/share/browse-params';
import { Group } from '../../../ui/group';
import { NumberInput, draftInput, useNumberDraft } from '../../../ui/number-input';
import type { Translate } from '../display';

interface Props {
  params: BrowseParams;
  update: (patch: Partial<BrowseParams>) => void;
  t: Translate;
  cur: string;
}

type RangeKey = 'gmin' | 'gmax' | 'minmem' | 'mintot' | 'pmin' | 'pmax';

/** One bound of a range filter: its `b.*` row reads the text; empty clears the bound. */
function Bound({
  k,
  label,
  params,
  update,
  t,
}: Omit<Props, 'cur'> & { k: RangeKey; label: string }) {
  const row = BROWSE_PARAMS.rows[k];
  const draft = useNumberDraft(
    params[k],
    (text) => (text.trim() === '' ? { ok: true, value: null } : row.parse(text)),
    (value) => update({ [k]: value }),
  );
  const range = row.range ?? { min: 0, max: Number.MAX_SAFE_INTEGER };
  return (
    <NumberInput
      label={label}
      {...draftInput(draft, () => t('browse.filters.invalid'))}
      range={{ min: range.min, max: range.max, value: params[k] }}
    />
  );
}

export function RangeFilters({ params, update, t, cur }: Props) {
  const unit = `${cur} ${t(`browse.unit.${params.unit}`)}`;
  const bound = (k: RangeKey, label: string) => (
    <Bound k={k} label={label} params={params} update={update} t={t} />
  );
  const pair = (legend: string, low: [RangeKey, string], high: [RangeKey, string]) => (
    <Group legend={legend}>
      <div className="grid grid-cols-2 gap-2">
        {bound(...low)}
        {bound(...high)}
      </div>
    </Group>
  );
  return (
    <>
      {pair(
        t('browse.filters.count'),
        ['gmin', t('browse.filters.atLeast')],
        ['gmax', t('browse.filters.atMost')],
      )}
      {bound('minmem', t('browse.filters.minmem'))}
      {bound('mintot', t('browse.filters.mintot'))}
      {pair(
        t('browse.filters.price', { unit }),
        ['pmin', t('browse.filters.from')],
        ['pmax', t('browse.filters.to')],
      )}
    </>
  );
}
