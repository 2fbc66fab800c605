import { lazy, Suspense, useState } from 'react';
import { translate, type Lang } from '../i18n';
import type { Notice } from '../domain/share/notice';
import { useLinkStore } from '../state/link-store';
import { askedLang, useLang } from '../state/use-lang';
import { loadMessages } from '../i18n/load';

const WRAP = 'mx-auto mt-4 max-w-7xl px-4';

/** The translated notice list arrives only when a link had something to ignore. */
const LinkNoticeList = lazy(() =>
  Promise.all([import('../ui/notice-list'), loadMessages(askedLang())]).then(([m]) => ({
    default: (props: { notices: readonly Notice[]; lang: Lang; onDismiss: () => void }) => (
      <m.NoticeList {...props} title={translate(props.lang, 'share.notices.title')} />
    ),
  })),
);

/**
 * What the link's quotes (`q`) could not give: an unreadable value or a quote that is not valid.
 * Loaded only when the link carries `q`, so the first screen does not carry the quotes' reader.
 */
const QuoteNoticeList = lazy(() =>
  Promise.all([
    import('../state/quotes-link'),
    import('../ui/notice-list'),
    loadMessages(askedLang()),
  ]).then(([ql, m]) => ({
    default: function QuoteNotices(props: { lang: Lang; onDismiss: () => void }) {
      const { notices } = ql.useSharedQuotes();
      if (notices.length === 0) return null;
      return (
        <div className={WRAP}>
          <m.NoticeList
            notices={notices}
            lang={props.lang}
            onDismiss={props.onDismiss}
            title={translate(props.lang, 'share.notices.title')}
          />
        </div>
      );
    },
  })),
);

/** Lists the link parameters that were ignored, as text (never as markup). */
export function LinkNotices() {
  const lang = useLang();
  const notices = useLinkStore((s) => s.notices);
  const dismiss = useLinkStore((s) => s.dismissNotices);
  const q = useLinkStore((s) => s.link.q);
  const [dismissedQ, setDismissedQ] = useState<string | null>(null);
  const showQ = q !== null && q !== dismissedQ;
  return (
    <>
      {notices.length > 0 ? (
        <div className={WRAP}>
          <Suspense fallback={null}>
            <LinkNoticeList notices={notices} lang={lang} onDismiss={dismiss} />
          </Suspense>
        </div>
      ) : null}
      {showQ ? (
        <Suspense fallback={null}>
          <QuoteNoticeList lang={lang} onDismiss={() => setDismissedQ(q)} />
        </Suspense>
      ) : null}
    </>
  );
}
