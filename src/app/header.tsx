import { useLinkStore } from '../state/link-store';
import { useLang, useT } from '../state/use-lang';
import { VIEWS, type Currency, type Lang } from '../domain/share/profile';
import { QUOTES_HREF, requestQuotes } from '../lib/open-quotes';

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
        <a
          href="?v=1"
          className="text-lg font-semibold text-teal-800"
          onClick={(e) => {
            e.preventDefault();
            setView(null);
          }}
        >
          {t('shell.product')}
        </a>
        <nav aria-label={t('shell.nav')} className="flex flex-wrap gap-1">
          {VIEWS.map((v) => (
            <a
              key={v}
              href={`?v=1&view=${v}`}
              aria-current={view === v ? 'page' : undefined}
              className={`rounded px-3 py-1.5 text-sm ${
                view === v ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
              onClick={(e) => {
                e.preventDefault();
                setView(v);
              }}
            >
              {t(`shell.view.${v}`)}
            </a>
          ))}
          <a
            href={QUOTES_HREF}
            className="rounded px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
            onClick={(e) => {
              e.preventDefault();
              requestQuotes();
              setView('browse');
            }}
          >
            {t('shell.quotes')}
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <label className="flex items-center gap-1">
            <span>{t('shell.language')}</span>
            <select
              className="rounded border border-slate-300 px-1 py-1"
              value={lang}
              onChange={(e) => setLang(e.target.value as Lang)}
            >
              <option value="zh">中文</option>
              <option value="en">English</option>
            </select>
          </label>
          <label className="flex items-center gap-1">
            <span>{t('shell.currency')}</span>
            <select
              className="rounded border border-slate-300 px-1 py-1"
              value={cur}
              onChange={(e) => setCurrency(e.target.value as Currency)}
            >
              <option value="CNY">CNY ¥</option>
              <option value="USD">USD $</option>
            </select>
          </label>
        </div>
      </div>
    </header>
  );
}
