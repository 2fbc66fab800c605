import { lazy, Suspense } from 'react';
import { translate, type Lang } from '../i18n';
import type { Notice } from '../domain/share/notice';
import { useLinkStore } from '../state/link-store';
import { useLang } from '../state/use-lang';

/** The translated notice list arrives only when a link had something to ignore. */
const LinkNoticeList = lazy(() =>
  Promise.all([import('../ui/notice-list'), import('../i18n/all')]).then(([m]) => ({
    default: (props: { notices: readonly Notice[]; lang: Lang; onDismiss: () => void }) => (
      <m.NoticeList {...props} title={translate(props.lang, 'share.notices.title')} />
    ),
  })),
);

/** Lists the link parameters that were ignored, as text (never as markup). */
export function LinkNotices() {
  const lang = useLang();
  const notices = useLinkStore((s) => s.notices);
  const dismiss = useLinkStore((s) => s.dismissNotices);
  if (notices.length === 0) return null;
  return (
    <div className="mx-auto mt-4 max-w-7xl px-4">
      <Suspense fallback={null}>
        <LinkNoticeList notices={notices} lang={lang} onDismiss={dismiss} />
      </Suspense>
    </div>
  );
}
