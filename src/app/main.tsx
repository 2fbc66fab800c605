import '../lib/zod-config';
// Before React and the shell evaluate: the view's code and data start downloading at once.
import { preloadFor } from './preload';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyVisitorCurrency, useLinkStore } from '../state/link-store';
import { App } from './app';
import './index.css';

// A view opened later (a click, back/forward) starts loading before React renders it.
useLinkStore.subscribe((s, prev) => {
  if (s.link.view !== prev.link.view) preloadFor(s.link.view);
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
