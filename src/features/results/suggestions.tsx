import type { LinkSuggestion } from '../../domain/rank-link';
import { useLinkStore } from '../../state/link-store';
import { useLang, useT } from '../../state/use-lang';
import { AppLink } from '../../ui/app-link';
import { messageText } from './format';

/**
 * A dead end says what to change: when fewer than three choices meet every constraint, one
 * link per blocking constraint that applies the smallest change ranking an answer (the ranking
 * computes them with the result, off the page's thread).
 */
export function Suggestions({ suggestions }: { suggestions: readonly LinkSuggestion[] }) {
  const t = useT();
  const lang = useLang();
  const setLink = useLinkStore((s) => s.setLink);
  if (suggestions.length === 0) return null;
  return (
    <section
      aria-labelledby="suggestions-title"
      className="mt-4 rounded border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950"
    >
      <h2 id="suggestions-title" className="font-medium">
        {t('results.suggestions')}
      </h2>
      <ul className="mt-1 list-disc pl-5">
        {suggestions.map((s) => (
          <li key={s.link}>
            <AppLink
              className="underline"
              href={`?${s.link}&view=results`}
              onFollow={() =>
                setLink({ ...useLinkStore.getState().link, profile: s.profile }, 'push')
              }
            >
              {messageText(lang, s.reason)}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
