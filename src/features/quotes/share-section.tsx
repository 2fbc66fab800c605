import { useId, useState } from 'react';
import { findDuplicates, type Duplicate, type Quote } from '../../domain/quotes';
import { useLinkStore } from '../../state/link-store';
import { useSharedQuotes } from '../../state/quotes-link';
import { useQuotesStore, type ShareOutcome } from '../../state/quotes-store';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { DuplicateChoiceBox } from './duplicate-choice';

/** "Share my quotes in the link", with the reason when they do not fit. */
export function ShareToggle() {
  const t = useT();
  const id = useId();
  const sharing = useQuotesStore((s) => s.sharing);
  const count = useQuotesStore((s) => s.quotes.length);
  const setSharing = useQuotesStore((s) => s.setSharing);
  const [refused, setRefused] = useState<Extract<ShareOutcome, { ok: false }> | null>(null);
  return (
    <div className="mt-4">
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          checked={sharing}
          disabled={count === 0 && !sharing}
          aria-describedby={`${id}-hint${refused ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            const outcome = setSharing(e.target.checked);
            setRefused(outcome.ok ? null : outcome);
          }}
        />
        {t('quotes.share.label')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t('quotes.share.hint')}
      </p>
      {refused ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {t('quotes.share.tooLong', {
            count: refused.count,
            length: refused.length,
            max: refused.max,
          })}
        </p>
      ) : null}
    </div>
  );
}

/** Quotes someone else put in this link: add them to mine, or take them out of the link. */
export function SharedQuotes() {
  const t = useT();
  const id = useId();
  const shared = useSharedQuotes();
  const sharing = useQuotesStore((s) => s.sharing);
  const add = useQuotesStore((s) => s.add);
  const [pending, setPending] = useState<Duplicate[] | null>(null);
  const [saved, setSaved] = useState(false);
  if (sharing || (shared.quotes.length === 0 && shared.notices.length === 0)) {
    return saved ? <p role="status">{t('quotes.shared.saved')}</p> : null;
  }
  const drop = () => {
    const links = useLinkStore.getState();
    links.setLink({ ...links.link, q: null });
  };
  const save = (quotes: Quote[]) => {
    const duplicates = findDuplicates(useQuotesStore.getState().quotes, quotes);
    if (duplicates.length > 0) return setPending(duplicates);
    add(quotes);
    setSaved(true);
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded border border-sky-300 bg-sky-50 p-3"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('quotes.shared.title', { count: shared.quotes.length })}
      </h3>
      <p className="text-sm">{t('quotes.shared.body')}</p>
      {shared.notices.length > 0 ? (
        <p className="text-sm text-amber-900">
          {t('quotes.shared.notice', { count: shared.notices.length })}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {shared.quotes.length > 0 ? (
          <Button onClick={() => save(shared.quotes)}>{t('quotes.shared.save')}</Button>
        ) : null}
        <Button variant="ghost" onClick={drop}>
          {t('quotes.shared.drop')}
        </Button>
      </div>
      {saved ? <p role="status">{t('quotes.shared.saved')}</p> : null}
      {pending ? (
        <DuplicateChoiceBox
          duplicates={pending}
          onCancel={() => setPending(null)}
          onChoose={(choice) => {
            add(shared.quotes, () => choice);
            setPending(null);
            setSaved(true);
          }}
        />
      ) : null}
    </section>
  );
}
