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
    let focused: HTMLElement | null = null;
    const focus = () => {
      const h1 = main.querySelector<HTMLElement>(`h1:not(#${LOADING_HEADING})`);
      if (!h1 || document.activeElement === h1) return;
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus();
      focused = h1;
    };
    // the view may render its heading more than once while it loads (a skeleton, then the view,
    // which may suspend again): follow it until the reader moves on or a few seconds have passed
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      const free = !active || active === document.body || active === focused || !active.isConnected;
      if (free) focus();
      else observer.disconnect();
    });
    focus();
    observer.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [view]);
}
