import { useId, useMemo, type FormEvent } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import type { Quote } from '../../domain/quotes';
import { localizeData } from '../../i18n/glossary';
import { useLang, useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { SelectField, TextField, fieldId } from './form-fields';
import { quoteContext, today } from './helpers';
import { draftOf, useQuoteDraft } from './use-quote-draft';

export type FormMode = 'new' | 'override' | 'edit';

interface Props {
  catalog: Catalog;
  mode: FormMode;
  /** The quote being edited. */
  quote?: Quote | null;
  /** The catalog offer to re-price (override mode). */
  offerId?: string | null;
  onSave: (quote: Quote) => void;
  onCancel: () => void;
}

/** Add or edit one quote; every field is checked as you go, by the importers' rules. */
export function QuoteForm({
  catalog,
  mode,
  quote = null,
  offerId = null,
  onSave,
  onCancel,
}: Props) {
  const t = useT();
  const lang = useLang();
  const uid = useId();
  const day = today();
  const ctx = useMemo(() => quoteContext(catalog, day), [catalog, day]);
  const initial = useMemo(() => draftOf(quote, offerId, day), [quote, offerId, day]);
  const { values, check, bind, submitted, setSubmitted, firstError } = useQuoteDraft(initial, ctx);
  const override = mode === 'override' || (quote?.overrides ?? null) !== null;
  const base = override ? catalog.offers.find((o) => o.id === values.overrides.trim()) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (check.ok) onSave(check.quote);
    else if (firstError) document.getElementById(fieldId(firstError))?.focus();
  };

  const gpuOptions = useMemo(
    () =>
      [
        ['', t('quotes.field.gpu.choose')] as const,
        ...[...catalog.gpus]
          .sort((a, b) => a.name.localeCompare(b.name))
          // the GPU's name only: its id is for links and files
          .map((g) => [g.id, localizeData(lang, g.name)] as const),
      ] as const,
    [catalog.gpus, t, lang],
  );
  const opts = <K extends string>(prefix: string, keys: readonly K[]) =>
    keys.map((k) => [k, t(`${prefix}.${k || 'none'}` as Parameters<typeof t>[0])] as const);

  const heading =
    mode === 'edit' ? 'quotes.form.editing' : override ? 'quotes.form.override' : 'quotes.form.new';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${uid}-title`}
      className="mt-4 rounded border border-slate-300 bg-white p-4"
    >
      <h3 id={`${uid}-title`} className="text-lg font-semibold">
        {t(heading)}
      </h3>
      {submitted && !check.ok ? (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {t('quotes.form.errors')}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {override ? (
          <TextField
            {...bind('overrides')}
            label={t('quotes.field.overrides')}
            hint={
              base
                ? t('quotes.form.overrideOf', { offer: base.id })
                : t('quotes.field.overrides.hint')
            }
            list={`${uid}-offers`}
          />
        ) : (
          <>
            <TextField
              {...bind('provider')}
              label={t('quotes.field.provider')}
              hint={t('quotes.field.provider.hint')}
              list={`${uid}-providers`}
            />
            <TextField {...bind('instanceType')} label={t('quotes.field.instanceType')} />
            <SelectField {...bind('gpu')} label={t('quotes.field.gpu')} options={gpuOptions} />
            <TextField
              {...bind('gpuCount')}
              label={t('quotes.field.gpuCount')}
              inputMode="numeric"
            />
          </>
        )}
        <TextField {...bind('price')} label={t('quotes.field.price')} inputMode="decimal" />
        <SelectField
          {...bind('per')}
          label={t('quotes.field.per')}
          options={opts('quotes.field.per', ['hour', 'month'] as const)}
        />
        <SelectField
          {...bind('currency')}
          label={t('quotes.field.currency')}
          options={[
            ['CNY', 'CNY ¥'],
            ['USD', 'USD $'],
          ]}
        />
        <TextField {...bind('spot')} label={t('quotes.field.spot')} optional inputMode="decimal" />
        {override ? null : (
          <>
            <SelectField
              {...bind('gpuLink')}
              label={t('quotes.field.gpuLink')}
              options={opts('quotes.field.gpuLink', ['', 'nvlink', 'pcie'] as const)}
            />
            <SelectField
              {...bind('fabric')}
              label={t('quotes.field.fabric')}
              options={opts('quotes.field.fabric', [
                '',
                'infiniband',
                'efa',
                'rdma',
                'ethernet',
              ] as const)}
            />
            <SelectField
              {...bind('regionGroup')}
              label={t('quotes.field.regionGroup')}
              options={[['', '—'], ...opts('quotes.field.regionGroup', ['cn', 'global'] as const)]}
            />
            <TextField {...bind('region')} label={t('quotes.field.region')} optional />
          </>
        )}
        <SelectField
          {...bind('billing')}
          label={t('quotes.field.billing')}
          options={opts('quotes.field.billing', ['', 'second', 'minute', 'hour'] as const)}
        />
        <TextField {...bind('asOf')} label={t('quotes.field.asOf')} type="date" />
        <TextField {...bind('note')} label={t('quotes.field.note')} optional multiline />
      </div>
      <datalist id={`${uid}-providers`}>
        {catalog.providers.map((p) => (
          <option key={p.id} value={p.name[lang]} />
        ))}
      </datalist>
      {override ? (
        <datalist id={`${uid}-offers`}>
          {catalog.offers.map((o) => (
            <option key={o.id} value={o.id} />
          ))}
        </datalist>
      ) : null}
      <div className="mt-4 flex gap-3">
        <Button type="submit" variant="primary">
          {t('quotes.save')}
        </Button>
        <Button onClick={onCancel}>{t('quotes.cancel')}</Button>
      </div>
    </form>
  );
}
