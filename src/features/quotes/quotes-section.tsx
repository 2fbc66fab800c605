import { useId, useState } from 'react';
import type { Catalog } from '../../domain/catalog/types';
import { useSharedQuotes } from '../../state/quotes-link';
import { useQuotesStore } from '../../state/quotes-store';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { QuotesPanel } from './quotes-panel';

/**
 * "Your quotes (n)": opens the quotes manager. Open from the start when there is something to
 * see to (a storage notice, or quotes that came with the link).
 */
export function QuotesSection({ catalog }: { catalog: Catalog }) {
  const t = useT();
  const id = useId();
  const count = useQuotesStore((s) => s.quotes.length);
  const attention = useQuotesStore((s) => s.notice !== null && s.notice.kind !== 'unavailable');
  const sharing = useQuotesStore((s) => s.sharing);
  const shared = useSharedQuotes().quotes.length > 0 && !sharing;
  const [open, setOpen] = useState(attention || shared);
  return (
    <div>
      <Button aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t('quotes.open', { count })}
      </Button>
      <div id={id} hidden={!open} className="mt-2">
        {open ? <QuotesPanel catalog={catalog} /> : null}
      </div>
    </div>
  );
}
