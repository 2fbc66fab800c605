import { lazy, Suspense } from 'react';
import { useLinkStore } from '../state/link-store';
import { useT } from '../state/use-lang';

/** The translated notice list arrives only when a link had something to ignore. */
const NoticeList = lazy(() =>
  Promise.all([import('../features/share'), import('../i18n/all')]).then(([m]) => ({
    default: m.NoticeList,
  })),
);

/** Lists the link parameters that were ignored, as text (never as markup). */
export function LinkNotices() {
  const t = useT();
  const notices = useLinkStore((s) => s.notices);
  const dismiss = useLinkStore((s) => s.dismissNotices);
  if (notices.length === 0) return null;
  return (
    <div className="mx-auto mt-4 max-w-7xl px-4">
      <Suspense fallback={null}>
        <NoticeList notices={notices} />
      </Suspense>
      <button type="button" className="mt-1 text-sm underline" onClick={dismiss}>
        {t('shell.notices.dismiss')}
      </button>
    </div>
  );
}
