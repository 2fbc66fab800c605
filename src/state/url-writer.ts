/**
 * Writes the page's address without flooding the history API while someone types: a change is
 * written at once when none was written in the last `interval` ms, otherwise the latest one is
 * written when the interval ends (one write instead of one per keystroke). A new history entry
 * is never delayed, and the pending address is written first so the entry it leaves is complete.
 */

let interval = 250;
let pending: string | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastWrite = Number.NEGATIVE_INFINITY;

const current = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function replace(url: string): void {
  if (url !== current()) window.history.replaceState(null, '', url);
  lastWrite = Date.now();
}

/** Writes the pending address now, if any. */
export function flushUrl(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const url = pending;
  pending = null;
  if (url !== null) replace(url);
}

/** Forgets the pending address (the browser moved to another history entry). */
export function dropPendingUrl(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  pending = null;
}

/** Sets the address: `push` adds a history entry, `replace` rewrites the current one (throttled). */
export function writeUrl(url: string, mode: 'push' | 'replace'): void {
  if (mode === 'push') {
    flushUrl();
    if (url !== current()) window.history.pushState(null, '', url);
    lastWrite = Date.now();
    return;
  }
  if (pending === null && url === current()) return;
  const wait = lastWrite + interval - Date.now();
  if (timer === null && wait <= 0) {
    replace(url);
    return;
  }
  pending = url;
  timer ??= setTimeout(flushUrl, Math.max(wait, 0));
}

/** The least time between two rewrites, ms (0: every change at once); the next is written at once. */
export function setUrlWriteInterval(ms: number): void {
  interval = ms;
  lastWrite = Number.NEGATIVE_INFINITY;
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushUrl);
