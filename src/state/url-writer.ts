/**
 * Writes the page's address without flooding the history API while someone types: a change is
 * written at once when none was written in the last `interval` ms, otherwise the latest one is
 * written when the interval ends (one write instead of one per keystroke). A new history entry
 * is never delayed, and the pending address is written first so the entry it leaves is complete.
 */
import { createStore } from 'zustand';

/**
 * The writer's state: the address waiting to be written, the timer that will write it, and when
 * the last write happened. One small store, so a test (or anything else) can put it back to its
 * start in one step; the timer is cleared by `flushUrl`/`dropPendingUrl` and finds nothing
 * pending if the state was reset under it.
 */
interface WriterState {
  pending: string | null;
  timer: ReturnType<typeof setTimeout> | null;
  lastWrite: number;
}

const writer = createStore<WriterState>()(() => ({
  pending: null,
  timer: null,
  lastWrite: Number.NEGATIVE_INFINITY,
}));

/** The least time between two rewrites, ms: a setting of the page, not state it accumulates. */
let interval = 250;
const wrote = () => writer.setState({ lastWrite: Date.now() });

/** Clears the timer and forgets the pending address, returning it. */
function takePending(): string | null {
  const { timer, pending } = writer.getState();
  if (timer !== null) clearTimeout(timer);
  writer.setState({ timer: null, pending: null });
  return pending;
}

const current = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Rewrites the current entry's address, keeping what the entry holds (a wizard step). */
function replace(url: string): void {
  if (url !== current()) window.history.replaceState(window.history.state, '', url);
  wrote();
}

/**
 * Adds a history entry at the current address that holds `state` (a wizard step), so that Back
 * returns to the entry before it: the address is written first, so the entry left is complete.
 */
export function pushEntry(state: Readonly<Record<string, unknown>>): void {
  flushUrl();
  window.history.pushState(state, '', current());
  wrote();
}

/** Where a history entry keeps the wizard's step. */
export const WIZARD_STEP = 'wizardStep';

/** The wizard step the current history entry holds, or `null` (an entry of another view). */
export function entryWizardStep(): number | null {
  const held: unknown = window.history.state;
  if (held === null || typeof held !== 'object') return null;
  const step = (held as Record<string, unknown>)[WIZARD_STEP];
  return typeof step === 'number' && Number.isInteger(step) ? step : null;
}

/** Adds `state` to what the current history entry holds, its address unchanged. */
export function markEntry(state: Readonly<Record<string, unknown>>): void {
  const held: unknown = window.history.state;
  const base = held !== null && typeof held === 'object' ? held : {};
  window.history.replaceState({ ...base, ...state }, '', current());
}

/** Writes the pending address now, if any. */
export function flushUrl(): void {
  const url = takePending();
  if (url !== null) replace(url);
}

/** Forgets the pending address (the browser moved to another history entry). */
export function dropPendingUrl(): void {
  takePending();
}

/** Sets the address: `push` adds a history entry, `replace` rewrites the current one (throttled). */
export function writeUrl(url: string, mode: 'push' | 'replace'): void {
  if (mode === 'push') {
    flushUrl();
    if (url !== current()) window.history.pushState(null, '', url);
    wrote();
    return;
  }
  const { pending, timer, lastWrite } = writer.getState();
  if (pending === null && url === current()) return;
  const wait = lastWrite + interval - Date.now();
  if (timer === null && wait <= 0) {
    replace(url);
    return;
  }
  writer.setState({ pending: url, timer: timer ?? setTimeout(flushUrl, Math.max(wait, 0)) });
}

/** The least time between two rewrites, ms (0: every change at once); the next is written at once. */
export function setUrlWriteInterval(ms: number): void {
  interval = ms;
  writer.setState({ lastWrite: Number.NEGATIVE_INFINITY });
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushUrl);
