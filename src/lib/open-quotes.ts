/**
 * "Open the quotes manager": the header's and the landing page's quotes links ask for it, and the
 * manager opens (and takes the focus) when it mounts or, when it is already shown, at once. A page
 * opened at `#quotes` (the links' address, e.g. in a new tab) asks for it too. No imports: the
 * shell's first screen carries only this.
 */
let pending = typeof window !== 'undefined' && window.location.hash === '#quotes';
const listeners = new Set<() => void>();

/** Asks the quotes manager to open. */
export function requestQuotes(): void {
  pending = true;
  for (const l of listeners) l();
}

/**
 * Whether opening was asked for and not yet taken. Read it while rendering and take the
 * request once the manager is on screen (an effect): a render that suspends is thrown away, and
 * the one after it must still see the request.
 */
export const quotesRequested = (): boolean => pending;

/** Whether opening was asked for since the last call (and forgets the request). */
export function takeQuotesRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/** Calls `listener` on each request; returns the unsubscribe. */
export function onQuotesRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The address of the quotes manager (browse, with the manager open). */
export const QUOTES_HREF = '?v=1&view=browse#quotes';
