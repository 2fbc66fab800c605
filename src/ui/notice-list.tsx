import type { Notice } from '../domain/share/notice';
import type { Reason } from '../domain/share/reasons';
import { translate, translateDynamic, type Lang } from '../i18n';

/** A reason in `lang` (its English phrase until the messages have loaded). */
export function reasonMessage(lang: Lang, r: Reason): string {
  return translateDynamic(lang, `share.reason.${r.code}`, r.values);
}

/** A reason as a sentence under a field: capitalised, with a full stop (`Not a number.`). */
export function reasonSentence(lang: Lang, r: Reason): string {
  const text = reasonMessage(lang, r);
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  if (/[.。!?！？]$/.test(first)) return first;
  return `${first}${/[\u4e00-\u9fff）]$/.test(first) ? '。' : '.'}`;
}

/** Plain-text line for a notice, e.g. `model = “-7”: must not be negative`. */
export function noticeLine(lang: Lang, n: Notice): string {
  const values = {
    param: n.param || '?',
    value: n.value,
    reason: reasonMessage(lang, { code: n.code, values: n.values }),
  };
  const line = translate(
    lang,
    n.value ? 'share.notices.item' : 'share.notices.itemNoValue',
    values,
  );
  return n.fallback === undefined
    ? line
    : `${line}${translate(lang, 'share.notices.using', { value: n.fallback })}`;
}

/**
 * The one list of link values that were not taken, each as text (values are never read as
 * markup), under the view's title, with a dismiss button when the view offers one.
 */
export function NoticeList({
  notices,
  title,
  lang,
  onDismiss,
  className = '',
}: {
  notices: readonly Notice[];
  title: string;
  lang: Lang;
  onDismiss?: () => void;
  className?: string;
}) {
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      className={`rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}
    >
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {notices.map((n, i) => (
          <li key={i} className="break-all">
            {noticeLine(lang, n)}
          </li>
        ))}
      </ul>
      {onDismiss ? (
        <button type="button" className="mt-2 underline" onClick={onDismiss}>
          {translate(lang, 'share.notices.dismiss')}
        </button>
      ) : null}
    </div>
  );
}
