import { useEffect, useId, useState } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import {
  exportCsv,
  exportJson,
  findDuplicates,
  type Duplicate,
  type Quote,
} from '../../domain/quotes';
import { loadQuotesModule } from '../../state/quotes-presence';
import { useQuotesStore } from '../../state/quotes-store';
import { localizeData } from '../../i18n/glossary';
import { useLang, useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { DuplicateChoiceBox } from './duplicate-choice';
import { downloadText } from '../../lib/download';
import { today } from './helpers';
import { ImportPanel } from './import-panel';
import { QuoteForm, type FormMode } from './quote-form';
import { QuoteTable } from './quote-table';
import { SharedQuotes, ShareToggle } from './share-section';
import { StorageNotice } from './storage-notice';

/** The export formats: file ending, media type, what writes the file, the button's words. */
const EXPORTS = [
  ['csv', 'text/csv;charset=utf-8', exportCsv, 'quotes.export.csv'],
  ['json', 'application/json', exportJson, 'quotes.export.json'],
] as const;

type Editing = { mode: FormMode; quote: Quote | null; offerId: string | null } | null;

/** The quotes manager: list, add / edit / delete, import, export and sharing in the link. */
export function QuotesPanel({
  catalog,
  offerId = null,
}: {
  catalog: Catalog;
  offerId?: string | null;
}) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const quotes = useQuotesStore((s) => s.quotes);
  const { add, update, remove } = useQuotesStore.getState();
  // The views that list or rank quotes read them once the quotes' code has loaded
  // (`quotes-presence.ts`): with the manager open, a first quote reaches them.
  useEffect(() => {
    void loadQuotesModule();
  }, []);
  const [editing, setEditing] = useState<Editing>(
    offerId ? { mode: 'override', quote: null, offerId } : null,
  );
  const [pending, setPending] = useState<Duplicate | null>(null);

  const save = (quote: Quote) => {
    if (editing?.mode === 'edit' && editing.quote) {
      update(editing.quote.id, quote);
      return setEditing(null);
    }
    const [duplicate] = findDuplicates(useQuotesStore.getState().quotes, [quote]);
    if (duplicate) return setPending(duplicate);
    add([quote]);
    setEditing(null);
  };

  const stamp = today();
  return (
    <section
      data-quotes-panel
      aria-labelledby={`${id}-title`}
      className="rounded border border-slate-300 bg-slate-50 p-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('quotes.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('quotes.lead')}</p>
      <StorageNotice />
      <SharedQuotes />
      <QuoteTable
        quotes={quotes}
        gpuName={(gpu) => localizeData(lang, catalog.gpus.find((g) => g.id === gpu)?.name ?? gpu)}
        onEdit={(quote) => setEditing({ mode: 'edit', quote, offerId: null })}
        onDelete={remove}
      />
      {editing ? (
        <QuoteForm
          key={`${editing.mode}:${editing.quote?.id ?? editing.offerId ?? ''}`}
          catalog={catalog}
          mode={editing.mode}
          quote={editing.quote}
          offerId={editing.offerId}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="primary"
            onClick={() => setEditing({ mode: 'new', quote: null, offerId: null })}
          >
            {t('quotes.add')}
          </Button>
          <Button onClick={() => setEditing({ mode: 'override', quote: null, offerId: null })}>
            {t('quotes.addOverride')}
          </Button>
        </div>
      )}
      {pending ? (
        <DuplicateChoiceBox
          duplicates={[pending]}
          onCancel={() => setPending(null)}
          onChoose={(choice) => {
            add([pending.incoming], () => choice);
            setPending(null);
            setEditing(null);
          }}
        />
      ) : null}
      <ImportPanel catalog={catalog} />
      <div className="mt-4 flex flex-wrap gap-2">
        {EXPORTS.map(([ext, type, write, label]) => (
          <Button
            key={ext}
            disabled={quotes.length === 0}
            onClick={() => downloadText(`gpu-quotes-${stamp}.${ext}`, type, write(quotes))}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      <ShareToggle />
    </section>
  );
}
