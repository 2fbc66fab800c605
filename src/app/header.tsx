import { useState } from 'react';
import { useLinkStore } from '../state/link-store';
import { useLang, useT } from '../state/use-lang';
import { VIEWS, type Lang } from '../domain/share/profile';
import { AppLink } from '../ui/app-link';
import { quotesLink } from '../state/open-quotes';
import { CURRENCY_OPTIONS, type Option } from '../ui/option';
import { Select, type SelectProps } from '../ui/select';

/** The languages, each named in its own words, as the menu lists them once the reader reaches it. */
const LANGUAGES: readonly Option<Lang>[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/**
 * The same on an English page until the reader reaches for the menu (points at it, touches it or
 * tabs to it): laying out "中文" looks up a CJK font, about 100 ms on Linux, which an English page's
 * first paint should not wait for.
 */
const LANGUAGES_AT_FIRST: readonly Option<Lang>[] = [
  { value: 'zh', label: 'Chinese' },
  { value: 'en', label: 'English' },
];

/** One of the header's settings: a small select with its label before it. */
function Setting<V extends string>({
  label,
  width = '',
  ...select
}: { label: string; width?: string } & SelectProps<V>) {
  return (
    <label className="flex items-center gap-1">
      {/* A phone keeps the header to two lines: the select shows its value, the label is read out. */}
      <span className="max-sm:sr-only">{label}</span>
      <Select className={`rounded border border-slate-300 px-1 py-1 ${width}`} {...select} />
    </label>
  );
}

export function Header() {
  const t = useT();
  const lang = useLang();
  const view = useLinkStore((s) => s.link.view);
  const cur = useLinkStore((s) => s.link.cur);
  const setView = useLinkStore((s) => s.setView);
  const setLang = useLinkStore((s) => s.setLang);
  const setCurrency = useLinkStore((s) => s.setCurrency);
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* On a phone: the product and the settings on one line, the views on one line below it. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:gap-x-6 sm:gap-y-2 sm:py-3">
        <AppLink
          href="?v=1"
          className="text-lg font-semibold text-teal-800 max-sm:order-1 max-sm:text-base"
          onFollow={() => setView(null)}
        >
          {t('shell.product')}
        </AppLink>
        <nav
          aria-label={t('shell.nav')}
          className="flex flex-wrap gap-1 max-sm:order-3 max-sm:w-full"
        >
          {VIEWS.map((v) => (
            <AppLink
              key={v}
              href={`?v=1&view=${v}`}
              aria-current={view === v ? 'page' : undefined}
              className={`shrink-0 rounded px-3 py-1.5 text-sm whitespace-nowrap max-sm:px-2 ${
                view === v ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
              onFollow={() => setView(v)}
            >
              {t(`shell.view.${v}`)}
            </AppLink>
          ))}
          <AppLink
            className="shrink-0 rounded px-3 py-1.5 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 max-sm:px-2"
            {...quotesLink(() => setView('browse'))}
          >
            {t('shell.quotes')}
          </AppLink>
        </nav>
        <div className="ml-auto flex items-center gap-2 text-sm max-sm:order-2 sm:gap-3">
          {/* A set width: the menu does not move when its options' names change. */}
          <Setting
            width="w-24"
            label={t('shell.language')}
            value={lang}
            options={lang === 'zh' || reached ? LANGUAGES : LANGUAGES_AT_FIRST}
            onChange={setLang}
            onPointerEnter={reach}
            onPointerDown={reach}
            onFocus={reach}
          />
          <Setting
            label={t('shell.currency')}
            value={cur}
            options={CURRENCY_OPTIONS}
            onChange={setCurrency}
          />
        </div>
      </div>
    </header>
  );
}
