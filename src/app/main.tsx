import '../lib/zod-config';
// Before React and the shell evaluate: the view's code and data start downloading at once.
import { preloadFor } from './preload';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyVisitorCurrency, useLinkStore } from '../state/link-store';
import { App } from './app';
import { loadMessages } from '../i18n/load';
import { askedLang } from '../state/use-lang';
import './index.css';

// A view opened later (a click, back/forward) starts loading before React renders it; under a
// view, the messages of the language asked for load too (once each; the page stays in its
// language until they are in).
useLinkStore.subscribe((s, prev) => {
  if (s.link.view !== prev.link.view) preloadFor(s.link.view);
  if (s.link.view !== null) void loadMessages(askedLang(s.link.lang)).catch(() => {});
});

// A link that names no currency opens in the visitor's (dollars for American or British English).
applyVisitorCurrency(navigator.languages);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
