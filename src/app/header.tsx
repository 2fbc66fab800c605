import { useLinkStore } from '../state/link-store';
import { useLang, useT } from '../state/use-lang';
import { VIEWS, type Lang } from '../domain/share/profile';
import { AppLink, QuotesLink } from '../ui/app-link';
import { CURRENCY_OPTIONS, type Option } from '../ui/option';
import { Select, type SelectProps } from '../ui/select';

const LANGUAGES: readonly Option<Lang>[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/** One of the header's settings: a small select with its label before it. */
function Setting<V extends string>({ label, ...select }: { label: string } & SelectProps<V>) {
  return (
    <label className="flex items-center gap-1">
      <span>{label}</span>
      <Select className="rounded border border-slate-300 px-1 py-1" {...select} />
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
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <AppLink
          href="?v=1"
          className="text-lg font-semibold text-teal-800"
          onFollow={() => setView(null)}
        >
          {t('shell.product')}
        </AppLink>
        <nav aria-label={t('shell.nav')} className="flex flex-wrap gap-1">
          {VIEWS.map((v) => (
            <AppLink
              key={v}
              href={`?v=1&view=${v}`}
              aria-current={view === v ? 'page' : undefined}
              className={`rounded px-3 py-1.5 text-sm ${
                view === v ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
              onFollow={() => setView(v)}
            >
              {t(`shell.view.${v}`)}
            </AppLink>
          ))}
          <QuotesLink
            className="rounded px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
            onFollow={() => setView('browse')}
          >
            {t('shell.quotes')}
          </QuotesLink>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <Setting
            label={t('shell.language')}
            value={lang}
            options={LANGUAGES}
            onChange={setLang}
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
