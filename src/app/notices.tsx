import { useLinkStore } from '../state/link-store';
import { useT } from '../state/use-lang';

/** Lists the link parameters that were ignored, as text (never as markup). */
export function LinkNotices() {
  const t = useT();
  const notices = useLinkStore((s) => s.notices);
  const dismiss = useLinkStore((s) => s.dismissNotices);
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      className="mx-auto mt-4 max-w-7xl rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-medium">{t('shell.notices.title')}</p>
      <ul className="mt-1 list-disc pl-5">
        {notices.map((n, i) => (
          <li key={i}>
            <code className="break-all">{n.param || '?'}</code>
            {n.value ? (
              <>
                {' = '}
                <code className="break-all">{n.value}</code>
              </>
            ) : null}
            {': '}
            {n.reason}
          </li>
        ))}
      </ul>
      <button type="button" className="mt-2 underline" onClick={dismiss}>
        {t('shell.notices.dismiss')}
      </button>
    </div>
  );
}
