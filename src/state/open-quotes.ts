/**
 * "Open the quotes manager": the header's and the landing page's quotes links ask for it, and the
 * manager opens (and takes the focus) when it mounts or, when it is already shown, at once. A page
 * opened at `#quotes` (the links' address, e.g. in a new tab) asks for it too. Only zustand's
 * small store, already on the shell's first screen: nothing else loads with it.
 */
import { createStore } from 'zustand';

/**
 * Whether opening was asked for and not yet taken. Put back to its start (a test's reset), it is
 * as the page opened: asked for when the address ends in `#quotes`.
 */
const request = createStore<{ pending: boolean; offerId: string | null }>()(() => ({
  pending: typeof window !== 'undefined' && window.location.hash === '#quotes',
  offerId: null,
}));

/**
 * Asks the quotes manager to open; with `offerId`, on a new quote for that catalog offer (an
 * offer without a public price: "add your quote").
 */
export function requestQuotes(offerId: string | null = null): void {
  request.setState({ pending: true, offerId });
}

/** The catalog offer the last request named, if any. */
export const requestedOffer = (): string | null => request.getState().offerId;

/**
 * Whether opening was asked for and not yet taken. Read it while rendering and take the
 * request once the manager is on screen (an effect): a render that suspends is thrown away, and
 * the one after it must still see the request.
 */
export const quotesRequested = (): boolean => request.getState().pending;

/** Whether opening was asked for since the last call (and forgets the request). */
export function takeQuotesRequest(): boolean {
  const was = request.getState().pending;
  if (was) request.setState({ pending: false });
  return was;
}

/** Calls `listener` on each request (not when one is taken); returns the unsubscribe. */
export function onQuotesRequest(listener: () => void): () => void {
  return request.subscribe((state) => {
    if (state.pending) listener();
  });
}

/** The address of the quotes manager (browse, with the manager open). */
export const QUOTES_HREF = '?v=1&view=browse#quotes';

/**
 * What a link to the quotes manager is (an `AppLink`'s address and click): it asks the manager to
 * open, then `show` brings up the view that holds it.
 */
export const quotesLink = (show: () => void): { href: string; onFollow: () => void } => ({
  href: QUOTES_HREF,
  onFollow: () => {
    requestQuotes();
    show();
  },
});
