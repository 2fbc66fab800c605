import { useLinkStore } from '../state/link-store';
import { useT } from '../state/use-lang';
import type { View } from '../domain/share/profile';
import { QUOTES_HREF, requestQuotes } from '../state/open-quotes';
import { AppLink } from '../ui/app-link';
import { TitledSection } from '../ui/titled-section';

const cards: {
  view: View;
  /** The quotes card opens browse with the quotes manager open. */
  quotes?: true;
  title: 'shell.view.browse' | 'shell.view.wizard' | 'shell.view.guide' | 'shell.quotes';
  key:
    | 'shell.landing.browse'
    | 'shell.landing.wizard'
    | 'shell.landing.guide'
    | 'shell.landing.quotes';
}[] = [
  { view: 'wizard', title: 'shell.view.wizard', key: 'shell.landing.wizard' },
  { view: 'browse', title: 'shell.view.browse', key: 'shell.landing.browse' },
  { view: 'guide', title: 'shell.view.guide', key: 'shell.landing.guide' },
  { view: 'browse', quotes: true, title: 'shell.quotes', key: 'shell.landing.quotes' },
];

export function Landing() {
  const t = useT();
  const setView = useLinkStore((s) => s.setView);
  return (
    <TitledSection look="hero" title={t('shell.landing.title')} lead={t('shell.landing.lead')}>
      <button
        type="button"
        className="mt-6 rounded bg-teal-700 px-5 py-2.5 font-medium text-white hover:bg-teal-800"
        onClick={() => setView('wizard')}
      >
        {t('shell.landing.start')}
      </button>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <li key={c.title} className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="font-semibold text-slate-900">
              <AppLink
                href={c.quotes ? QUOTES_HREF : `?v=1&view=${c.view}`}
                className="text-teal-800 underline-offset-2 hover:underline"
                onFollow={() => {
                  if (c.quotes) requestQuotes();
                  setView(c.view);
                }}
              >
                {t(c.title)}
              </AppLink>
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t(c.key)}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
