import { useState } from 'react';
import { translate } from '../i18n';
import { useLinkStore } from '../state/link-store';
import { asksLanguage, rememberedChoice } from '../state/visitor-prefs';

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

/**
 * A visitor whose browser asks for traditional Chinese is asked which of the page's languages to
 * read, in both, until they choose (the choice is kept for later visits).
 */
export function LanguageQuestion() {
  const lang = useLinkStore((s) => s.link.lang);
  const setLang = useLinkStore((s) => s.setLang);
  const [asked] = useState(
    () => asksLanguage(browserLanguages()) && rememberedChoice().lang === null,
  );
  if (!asked || lang !== null) return null;
  return (
    <section
      aria-label={`${translate('zh', 'shell.language')} / ${translate('en', 'shell.language')}`}
      className="border-b border-amber-300 bg-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p lang="zh-CN">{translate('zh', 'shell.askLang.text')}</p>
        <p lang="en">{translate('en', 'shell.askLang.text')}</p>
        <div className="flex gap-2">
          {(['zh', 'en'] as const).map((l) => (
            <button
              key={l}
              type="button"
              lang={l === 'zh' ? 'zh-CN' : 'en'}
              className="rounded border border-teal-700 px-3 py-1 text-teal-900"
              onClick={() => setLang(l)}
            >
              {translate(l, `shell.askLang.${l}`)}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
