import type { BrowseNotice } from '../../state/browse-params';
import type { Translate } from './display';

/** The link values this view could not use, shown as text. */
export function BrowseNotices({
  notices,
  onDismiss,
  t,
}: {
  notices: readonly BrowseNotice[];
  onDismiss: () => void;
  t: Translate;
}) {
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-medium">{t('browse.notice.title')}</p>
      <ul className="mt-1 list-disc pl-5">
        {notices.map((n, i) => (
          <li key={i}>
            <code className="break-all">{n.param}</code> ={' '}
            <code className="break-all">{n.value}</code>
            {': '}
            {t(`browse.notice.${n.reason}`)}
          </li>
        ))}
      </ul>
      <button type="button" className="mt-2 underline" onClick={onDismiss}>
        {t('browse.notice.dismiss')}
      </button>
    </div>
  );
}
