import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import { useLinkedQuotes, useQuotesState } from '../../state/quotes-presence';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { SkeletonBlock } from '../../ui/skeleton';
import {
  onQuotesRequest,
  quotesRequested,
  requestedOffer,
  takeQuotesRequest,
} from '../../state/open-quotes';

// The manager and the quotes' reader load when it is first opened (or when there are quotes).
const QuotesPanel = lazy(() => import('./quotes-panel').then((m) => ({ default: m.QuotesPanel })));

/**
 * "Your quotes (n)": opens the quotes manager. Open from the start when there is something to
 * see to (a storage notice, or quotes that came with the link) or when the header's or the
 * landing page's quotes link asked for it (then the button takes the focus). Until the quotes'
 * code has loaded (browse loads it at once when there are quotes to read), there are none.
 */
export function QuotesSection({ catalog }: { catalog: Catalog }) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const count = useQuotesState((s) => s.quotes.length, 0);
  const attention = useQuotesState(
    (s) => s.notice !== null && s.notice.kind !== 'unavailable',
    false,
  );
  const sharing = useQuotesState((s) => s.sharing, false);
  const shared = useLinkedQuotes().length > 0 && !sharing;
  const [asked] = useState(quotesRequested);
  const [open, setOpen] = useState(asked || attention || shared);
  // An offer without a public price asked for a quote: the manager opens on a new one for it.
  const [offerId, setOfferId] = useState<string | null>(asked ? requestedOffer() : null);

  useEffect(() => {
    // Focusing the button also scrolls it into view.
    const focus = () => box.current?.querySelector('button')?.focus();
    if (asked) {
      takeQuotesRequest();
      focus();
    }
    return onQuotesRequest(() => {
      takeQuotesRequest();
      setOfferId(requestedOffer());
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
        {open ? (
          <Suspense fallback={<SkeletonBlock className="h-40" />}>
            <QuotesPanel key={offerId ?? ''} catalog={catalog} offerId={offerId} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
