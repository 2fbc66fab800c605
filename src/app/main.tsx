import { preloadFor, viewOf } from './preload';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyVisitorCurrency, useLinkStore } from '../state/link-store';
import { App } from './app';
import { loadMessages } from '../i18n/load';
import { askedLang } from '../state/use-lang';
import { yieldToPage } from '../lib/yield-to-page';
import './index.css';

// A view opened later (a click, back/forward) starts loading before React renders it; under a
// view, the messages of the language asked for load too (once each; the page stays in its
// language until they are in).
useLinkStore.subscribe((s, prev) => {
  if (s.link.view !== prev.link.view) preloadFor(s.link.view);
  if (s.link.view !== null) void loadMessages(askedLang(s.link.lang)).catch(() => {});
});

/**
 * The app starts in tasks of its own once the page's modules have run: what the linked view
 * needs starts downloading and the visitor's currency is applied, then React renders, as a
 * transition so that it renders in slices of a few milliseconds. Run with the modules, all of it
 * was one task of 100-200 ms on a phone (CPU slowed 4×), holding the page before its first paint.
 */
async function start(root: HTMLElement) {
  await yieldToPage();
  preloadFor(viewOf(window.location.search));
  // A link that names no currency opens in the visitor's (dollars for American or British English).
  applyVisitorCurrency(navigator.languages);
  await yieldToPage();
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) void start(root);
