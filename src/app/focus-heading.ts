import { useEffect, useRef } from 'react';

/** The heading a loading view shows (`ViewSkeleton`): not where focus should land. */
const LOADING_HEADING = 'view-loading-title';

/**
 * After the view changes (not on the first load), focus moves to the new view's heading, so a
 * keyboard or screen-reader user starts reading where the page now begins instead of at <body>.
 * A view that is still loading is waited for.
 */
export function useFocusViewHeading(view: string | null) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const focus = (): boolean => {
      const h1 = main.querySelector('h1');
      if (!h1 || h1.id === LOADING_HEADING) return false;
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus();
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [view]);
}
