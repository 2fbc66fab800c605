import type { BrowseParams } from '../../../domain/share/browse-params';
import { NumberField } from '../../../ui/number-field';
import type { Translate } from '../display';

interface Props {
  params: BrowseParams;
  update: (patch: Partial<BrowseParams>) => void;
  t: Translate;
  cur: string;
}

export function RangeFilters({ params, update, t, cur }: Props) {
  const invalid = t('browse.filters.invalid');
  const unit = `${cur} ${t(`browse.unit.${params.unit}`)}`;
  return (
    <>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('browse.filters.count')}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <NumberField
            label={t('browse.filters.atLeast')}
            value={params.gmin}
            min={1}
            max={1024}
            step={1}
            invalidText={invalid}
            onChange={(gmin) => update({ gmin })}
          />
          <NumberField
            label={t('browse.filters.atMost')}
            value={params.gmax}
            min={1}
            max={1024}
            step={1}
            invalidText={invalid}
            onChange={(gmax) => update({ gmax })}
          />
        </div>
      </fieldset>
      <NumberField
        label={t('browse.filters.minmem')}
        value={params.minmem}
        max={100000}
        invalidText={invalid}
        onChange={(minmem) => update({ minmem })}
      />
      <NumberField
        label={t('browse.filters.mintot')}
        value={params.mintot}
        max={100000}
        invalidText={invalid}
        onChange={(mintot) => update({ mintot })}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('browse.filters.price', { unit })}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <NumberField
            label={t('browse.filters.from')}
            value={params.pmin}
            max={1e9}
            invalidText={invalid}
            onChange={(pmin) => update({ pmin })}
          />
          <NumberField
            label={t('browse.filters.to')}
            value={params.pmax}
            max={1e9}
            invalidText={invalid}
            onChange={(pmax) => update({ pmax })}
          />
        </div>
      </fieldset>
    </>
  );
}
