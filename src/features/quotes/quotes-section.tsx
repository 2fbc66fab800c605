import { useEffect, useId, useRef, useState } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import { useSharedQuotes } from '../../state/quotes-link';
import { useQuotesStore } from '../../state/quotes-store';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { onQuotesRequest, takeQuotesRequest } from '../../lib/open-quotes';
import { QuotesPanel } from './quotes-panel';

/**
 * "Your quotes (n)": opens the quotes manager. Open from the start when there is something to
 * see to (a storage notice, or quotes that came with the link) or when the header's or the
 * landing page's quotes link asked for it (then the button takes the focus).
 */
export function QuotesSection({ catalog }: { catalog: Catalog }) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const count = useQuotesStore((s) => s.quotes.length);
  const attention = useQuotesStore((s) => s.notice !== null && s.notice.kind !== 'unavailable');
  const sharing = useQuotesStore((s) => s.sharing);
  const shared = useSharedQuotes().quotes.length > 0 && !sharing;
  const [asked] = useState(takeQuotesRequest);
  const [open, setOpen] = useState(asked || attention || shared);

  useEffect(() => {
    // Focusing the button also scrolls it into view.
    const focus = () => box.current?.querySelector('button')?.focus();
    if (asked) focus();
    return onQuotesRequest(() => {
      takeQuotesRequest();
      setOpen(true);
      focus();
    });
  }, [asked]);

  return (
    <div id="quotes" ref={box} className="scroll-mt-4">
      <Button aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t('quotes.open', { count })}
      </Button>
      <div id={id} hidden={!open} className="mt-2">
        {open ? <QuotesPanel catalog={catalog} /> : null}
      </div>
    </div>
  );
}
