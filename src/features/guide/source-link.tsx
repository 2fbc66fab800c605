import type { Source } from '../../domain/catalog/schema';
import { localizeData } from '../../i18n/glossary';
import { useLang, useT } from '../../state/use-lang';
import { sourceParts } from './source-url';

/** A source's own title, marked as English when it is (so it is read as such on a zh page). */
function Title({ text }: { text: string }) {
  return /[\u4e00-\u9fff]/.test(text) ? <cite>{text}</cite> : <cite lang="en">{text}</cite>;
}

/**
 * A dataset source: each part linked when it has a web address (its text, or `label` to keep it
 * short), with the source's date.
 */
export function SourceLink({ source, label }: { source: Source; label?: string }) {
  const t = useT();
  const lang = useLang();
  const parts = sourceParts(source.ref);
  return (
    <span className="break-words">
      {parts.map((p, i) => (
        <span key={p.text}>
          {i > 0 ? '; ' : null}
          {p.url ? (
            <a
              href={p.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-teal-800 underline"
            >
              {label ? parts.length > 1 ? `${label} ${i + 1}` : label : <Title text={p.text} />}
            </a>
          ) : (
            <>
              {t('guide.sourceLabel')}
              <Title text={localizeData(lang, p.text)} />
            </>
          )}
        </span>
      ))}
      {source.date ? (lang === 'zh' ? `（${source.date}）` : ` (${source.date})`) : null}
    </span>
  );
}
