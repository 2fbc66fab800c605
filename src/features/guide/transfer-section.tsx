import { useMemo } from 'react';
import { COMPRESSION_RATIO, DATA_TYPES, transferCost } from '../../domain/calculators/transfer';
import { useGuideParams } from '../../state/guide-store';
import { useT } from '../../state/use-lang';
import { ChoiceField, NumberField } from './fields';
import { useFormat } from './format';
import { transferInput, transferRatio } from './inputs';
import { Figures, Inputs, Section } from './section';

export function TransferSection() {
  const t = useT();
  const f = useFormat();
  const { values, setMany } = useGuideParams();
  const input = useMemo(() => transferInput(values), [values]);
  const r = useMemo(() => transferCost(input), [input]);
  const type = values['g.ttype'];
  const custom = values['g.tratio'] !== null;

  return (
    <Section id="transfer" title={t('guide.tr.title')} lead={t('guide.tr.lead')}>
      <Inputs legend={t('guide.tr.inputs')}>
        <NumberField param="g.tgb" label={t('guide.tr.size')} unit="GB" badge="guide" />
        <NumberField
          param="g.tprice"
          label={t('guide.tr.price')}
          unit={t('guide.unit.cnyGb')}
          badge="assumption"
          hint={t('guide.tr.price.hint')}
        />
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

      <h3 className="mt-6 font-semibold text-slate-900">{t('guide.result')}</h3>
      <div role="status" className="mt-2 rounded bg-teal-50 p-3 text-slate-900">
        <p>
          {t('guide.tr.out', {
            size: f.num(input.sizeGb, 2),
            compressed: f.num(r.compressedGb, 2),
            raw: f.money(r.costRaw),
            after: f.money(r.costCompressed),
            saving: f.money(r.saving),
            share: f.pct(r.savingShare, 0),
          })}
        </p>
      </div>
      <Figures
        items={[
          { label: t('guide.tr.fig.raw'), value: f.money(r.costRaw) },
          { label: t('guide.tr.fig.compressedGb'), value: `${f.num(r.compressedGb, 2)} GB` },
          { label: t('guide.tr.fig.after'), value: f.money(r.costCompressed) },
          { label: t('guide.tr.fig.saving'), value: f.money(r.saving) },
        ]}
      />
      <p className="mt-3 text-sm text-slate-700">{t('guide.tr.note')}</p>
    </Section>
  );
}
