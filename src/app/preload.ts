/**
 * Starts what a view needs as soon as it is known: its code, the catalog file for views that show
 * the catalog (and the locale data of their number formats, loaded off the page's thread), and
 * the ranking worker for results. Called first once the page's modules have run (`main.tsx`,
 * before React renders), so on a cold link these downloads run while the shell starts (the head's
 * preload script has started the view's code already); the shell calls `preloadFor` again on
 * every change of view.
 */
import { VIEWS } from '../domain/share/profile';
import type { View } from '../domain/share/profile';
import { holdCatalog, loadCatalog, releaseCatalog } from '../state/catalog-source';
import { startRankWorker, workersAvailable } from '../state/rank-worker';
import { afterFirstPaint, afterNextFrame } from '../lib/yield-to-page';
import { loadView, VIEWS_WITH_CATALOG } from './view-loaders';

// Failures surface where the view renders (its error boundary offers a retry).
const quietly = (p: Promise<unknown>) => void p.catch(() => {});

let intlWarmed = false;

/**
 * Has a short-lived worker load the locale data of the page's number formats (the first format
 * made on a page otherwise holds its thread about 150 ms on a phone; the data, once loaded, serves
 * every thread of the page). Once per visit; nothing where workers are not available. Started
 * after the page's next frame: starting a worker holds the page's thread for a while (about
 * 15 ms here), which the start of the page's own script should not wait for; the view's data
 * comes well after that frame.
 */
function warmIntl(): void {
  if (intlWarmed || !workersAvailable()) return;
  intlWarmed = true;
  afterNextFrame(() => {
    try {
      new Worker(new URL('../worker/intl.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      // the formats are then made on the page's thread, as they would be anyway
    }
  });
}

let cancelRelease: (() => void) | null = null;

export function preloadFor(view: View | null): void {
  // A view's first screen draws without the catalog (the page's own script has its title and
  // lead): its code and messages download first, the catalog once that screen is on the screen
  // (or at once for a view without it, or when the view fails to load).
  cancelRelease?.();
  cancelRelease = null;
  if (view === null || !VIEWS_WITH_CATALOG.has(view)) releaseCatalog();
  if (view === null) return;
  quietly(loadView(view).catch(releaseCatalog));
  if (VIEWS_WITH_CATALOG.has(view)) {
    holdCatalog();
    cancelRelease = afterFirstPaint(releaseCatalog);
    warmIntl();
    quietly(loadCatalog({ ahead: view === 'results' ? 'idle' : true }));
  }
  // its code and the catalog come after the first paint; starting a worker holds the page's
  // thread for a while, which that paint should not wait for
  if (view === 'results' && workersAvailable()) afterFirstPaint(() => quietly(startRankWorker()));
}

/**
 * The view a link names, as a hint read without the codec (the first `view`; unknown → none):
 * a link the codec reads otherwise only loses the head start.
 */
export function viewOf(search: string): View | null {
  const v = new URLSearchParams(search).get('view');
  return (VIEWS as readonly string[]).includes(v ?? '') ? (v as View) : null;
}
