import { useMemo } from 'react';
import { COMPRESSION_RATIO, DATA_TYPES, transferCost } from '../../domain/calculators/transfer';
import { ChoiceField, NumberField, NumberFields, type NumberSpec } from './fields';
import { transferInput, transferRatio } from './inputs';
import { Figures, Inputs, Note, Outcome, Section } from './section';
import { useCalculator } from './use-calculator';

const FIELDS: readonly NumberSpec<'tr'>[] = [
  { param: 'g.tgb', name: 'size', unit: 'GB', badge: 'guide' },
  { param: 'g.tprice', name: 'price', unit: 'cnyGb', badge: 'assumption', hint: true },
];

export function TransferSection() {
  const { t, f, values, setMany } = useCalculator();
  const input = useMemo(() => transferInput(values), [values]);
  const r = useMemo(() => transferCost(input), [input]);
  const type = values['g.ttype'];
  const custom = values['g.tratio'] !== null;

  return (
    <Section id="transfer" title={t('guide.tr.title')} lead={t('guide.tr.lead')}>
      <Inputs legend={t('guide.tr.inputs')}>
        <NumberFields calculator="tr" fields={FIELDS} />
        <ChoiceField
          param="g.ttype"
          label={t('guide.tr.type')}
          clears={['g.tratio']}
          options={DATA_TYPES.map((d) => ({
            value: d,
            label: t(`guide.tr.type.${d}`, { ratio: f.num(COMPRESSION_RATIO[d], 2) }),
          }))}
        />
        <NumberField
          param="g.tratio"
          label={t('guide.tr.ratio')}
          unit=": 1"
          badge="assumption"
          shown={transferRatio(values)}
          hint={t(custom ? 'guide.tr.ratio.custom' : 'guide.tr.ratio.hint', {
            ratio: f.num(COMPRESSION_RATIO[type], 2),
          })}
        />
      </Inputs>
      {custom ? (
        <button
          type="button"
          className="mt-2 text-sm text-teal-800 underline"
          onClick={() => setMany({ 'g.tratio': null })}
        >
          {t('guide.tr.ratio.reset')}
        </button>
      ) : null}

      <Outcome
        sentences={[
          t('guide.tr.out', {
            size: f.num(input.sizeGb, 2),
            compressed: f.num(r.compressedGb, 2),
            raw: f.money(r.costRaw),
            after: f.money(r.costCompressed),
            saving: f.money(r.saving),
            share: f.pct(r.savingShare, 0),
          }),
        ]}
      />
      <Figures
        items={[
          { label: t('guide.tr.fig.raw'), value: f.money(r.costRaw) },
          { label: t('guide.tr.fig.compressedGb'), value: `${f.num(r.compressedGb, 2)} GB` },
          { label: t('guide.tr.fig.after'), value: f.money(r.costCompressed) },
          { label: t('guide.tr.fig.saving'), value: f.money(r.saving) },
        ]}
      />
      <Note>{t('guide.tr.note')}</Note>
    </Section>
  );
}
