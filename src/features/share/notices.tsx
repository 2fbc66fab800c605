import type { Notice } from '../../domain/share/codec';
import { isReasonCode, type Reason } from '../../domain/share/reasons';
import { translateDynamic, type Lang } from '../../i18n';
import { useLang, useT } from '../../state/use-lang';

/** A reason in the page's language (English phrase when the code is unknown). */
export function reasonMessage(lang: Lang, r: Reason): string {
  return translateDynamic(lang, `share.reason.${r.code}`, r.values);
}

/** A link notice's reason in `lang`; notices without a known code keep their English text. */
export function noticeReason(lang: Lang, n: Notice): string {
  return isReasonCode(n.code)
    ? reasonMessage(lang, { code: n.code, values: n.values ?? {} })
    : n.reason;
}

/** Plain-text line for a notice, e.g. `model = “-7”: must not be negative`. */
export function noticeLine(lang: Lang, n: Notice): string {
  const values = { param: n.param || '?', value: n.value, reason: noticeReason(lang, n) };
  return translateDynamic(
    lang,
    n.value ? 'share.notices.item' : 'share.notices.itemNoValue',
    values,
  );
}

/** The link's notices as a list of text (values are never read as markup). */
export function NoticeList({
  notices,
  className = '',
}: {
  notices: readonly Notice[];
  className?: string;
}) {
  const t = useT();
  const lang = useLang();
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      className={`rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}
    >
      <p className="font-medium">{t('share.notices.title')}</p>
      <ul className="mt-1 list-disc pl-5">
        {notices.map((n, i) => (
          <li key={i} className="break-all">
            {noticeLine(lang, n)}
          </li>
        ))}
      </ul>
    </div>
  );
}
