import { Suspense, useEffect } from 'react';
import { useLinkStore } from '../state/link-store';
import { useLang, useT } from '../state/use-lang';
import { ErrorBoundary } from '../ui/error-boundary';
import { useFocusViewHeading } from './focus-heading';
import { Header } from './header';
import { LanguageQuestion } from './language-question';
import { Landing } from './landing';
import { LinkNotices } from './notices';
import { ViewSkeleton } from './view-skeleton';
import { views } from './views';

export function App() {
  const t = useT();
  const lang = useLang();
  const view = useLinkStore((s) => s.link.view);
  const setView = useLinkStore((s) => s.setView);
  const syncFromLocation = useLinkStore((s) => s.syncFromLocation);
  useFocusViewHeading(view);

  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    document.title = `${t('shell.product')} — ${view ? t(`shell.view.${view}`) : t('shell.tagline')}`;
  }, [lang, view, t]);

  useEffect(() => {
    window.addEventListener('popstate', syncFromLocation);
    return () => window.removeEventListener('popstate', syncFromLocation);
  }, [syncFromLocation]);

  const View = view ? views[view] : null;
  return (
    // A column at least a screen tall, the footer at its foot: a short or still-loading view never
    // brings the footer up under the header (and then pushes it down when the view arrives).
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('shell.skip')}
      </a>
      <Header />
      <LanguageQuestion />
      <LinkNotices />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <ErrorBoundary
          resetKey={view ?? 'landing'}
          fallback={(reset) => (
            <div role="alert" className="rounded border border-red-300 bg-red-50 p-4">
              <h1 className="font-semibold text-red-900">{t('shell.error.title')}</h1>
              <p className="mt-1 text-red-900">{t('shell.error.body')}</p>
              <div className="mt-3 flex gap-3">
                <button type="button" className="rounded border px-3 py-1" onClick={reset}>
                  {t('shell.error.retry')}
                </button>
                <button
                  type="button"
                  className="rounded border px-3 py-1"
                  onClick={() => {
                    reset();
                    setView(null);
                  }}
                >
                  {t('shell.error.home')}
                </button>
              </div>
            </div>
          )}
        >
          {View && view ? (
            <Suspense fallback={<ViewSkeleton view={view} />}>
              <View />
            </Suspense>
          ) : (
            <Landing />
          )}
        </ErrorBoundary>
      </main>
      <footer className="mx-auto w-full max-w-7xl px-4 pb-8 text-xs text-slate-600">
        {t('shell.footer.data')}
      </footer>
    </div>
  );
}
