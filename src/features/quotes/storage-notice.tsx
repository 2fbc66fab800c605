import type { QuotesNotice } from '../../state/quotes-store';
import { useQuotesStore } from '../../state/quotes-store';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { downloadText } from '../../lib/download';
import { today } from './helpers';

type T = ReturnType<typeof useT>;

function text(t: T, n: QuotesNotice): string {
  switch (n.kind) {
    case 'corrupted':
      return n.dropped === null
        ? t('quotes.notice.corrupted')
        : t('quotes.notice.partial', { count: n.dropped });
    case 'newer':
      return t('quotes.notice.newer', { version: n.version });
    case 'unavailable':
      return t('quotes.notice.unavailable');
    case 'quota':
      return t('quotes.notice.quota');
    case 'link-too-long':
      return t('quotes.notice.linkTooLong', { count: n.count, length: n.length, max: n.max });
  }
}

/** What happened to the saved quotes (unreadable, not saved, …), with the set-aside copy. */
export function StorageNotice() {
  const t = useT();
  const notice = useQuotesStore((s) => s.notice);
  const setAside = useQuotesStore((s) => s.setAside);
  const dismiss = useQuotesStore((s) => s.dismissNotice);
  if (!notice && setAside === null) return null;
  return (
    <div role="status" className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
      {notice ? <p>{text(t, notice)}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {setAside !== null ? (
          <Button
            onClick={() =>
              downloadText(`gpu-quotes-set-aside-${today()}.txt`, 'text/plain', setAside)
            }
          >
            {t('quotes.notice.download')}
          </Button>
        ) : null}
        {notice ? (
          <Button variant="ghost" onClick={dismiss}>
            {t('quotes.notice.dismiss')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
