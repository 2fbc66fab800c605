/**
 * Setup for the component tests that share a worker's page (the `component` project): the page,
 * React and the app's modules load once per worker instead of once per file, so each file leaves
 * the page as the next one expects to find it.
 */
import { afterAll, vi } from 'vitest';
import { loadCatalog } from '../../src/state/catalog-source';
import { loadQuotesModule } from '../../src/state/quotes-presence';
// The page's own ranker, loaded ahead (tests/component/local-ranking.ts).
import '../../src/state/rank-here';

// What views wait for with React's `use` (the catalog, the quotes' code) is loaded before a
// file's tests, as it stays loaded in a page once a view has waited for it (loaded as this file
// is, like a test file's own imports: once per worker, then at once). A view that waits inside
// Testing Library's `render` (a synchronous `act`) is not rendered again by React when the data
// arrives unless something else renders it; with a page of its own, each file's first test had a
// view's code arriving do that.
await Promise.all([loadCatalog(), loadQuotesModule()]);

// Every module the app loads on demand (src/app/view-loaders.ts, the lazy panels and notices),
// loaded now: a view's code still loading when a file ends would fail the files after it
// ("Cannot load … after the environment was torn down").
await Promise.all([
  import('../../src/app/browse-view'),
  import('../../src/features/wizard'),
  import('../../src/features/results'),
  import('../../src/features/guide'),
  import('../../src/i18n/all'),
  import('../../src/ui/notice-list'),
  import('../../src/state/quotes-link'),
  import('../../src/features/quotes/quotes-panel'),
  import('../../src/features/results/launch-section'),
  import('../../src/features/results/charts/charts-panel'),
  import('../../src/features/guide/tco-chart'),
]);

// Nothing stubbed or faked, nothing stored, no layout given, the address empty and the last entry
// of the history (an entry pushed drops any the file went back from).
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  window.history.pushState(null, '', '/');
});
