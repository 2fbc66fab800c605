/**
 * Where the views' catalog comes from: the built catalog file, fetched once per visit as soon as
 * a view that needs it is known (the shell starts it before the view's code has loaded), then
 * parsed and, for views that list the offers, decoded a few dozen rows at a time, yielding
 * whenever a slice of work has run a few milliseconds, so that no task holds the page for long. Tests and other hosts
 * set their own loader (e.g. the catalog built in Node from the sources).
 */
import catalogUrl, { summary } from 'virtual:catalog-url';
import { createStore } from 'zustand';
import { decodeAhead, decodeCatalog, parseCatalogFile } from '../domain/catalog/asset';
import type { Catalog } from '../domain/catalog/types';
import { fulfilledValue, tracked } from '../lib/tracked';
import { onIdle, sliceClock, yieldToPage } from '../lib/yield-to-page';

export type CatalogLoader = () => Promise<Catalog>;

/**
 * The catalog as this visit has it: the file's download (held back or under way), the load (read
 * and parsed), the decode ahead, and the catalog once loaded. A failed step forgets the steps it
 * failed so the next call starts them again; putting the state back to its start (a test's reset,
 * a new loader) forgets the catalog, and a load still under way then keeps its result to itself.
 */
interface CatalogState {
  held: { released: Promise<void>; release: () => void } | null;
  text: Promise<string> | null;
  pending: Promise<Catalog> | null;
  decoded: Promise<Catalog> | null;
  /** Moves a decode at the idle pace on to the ordinary one (nothing for the others). */
  hurry: () => void;
  loaded: Catalog | null;
}

/** What `hurry` is without a decode at the idle pace. */
const NO_HURRY = () => {};

const catalogStore = createStore<CatalogState>()(() => ({
  held: null,
  text: null,
  pending: null,
  decoded: null,
  hurry: NO_HURRY,
  loaded: null,
}));

/**
 * Holds the catalog file's download until `releaseCatalog`: a view whose first screen does not
 * need it (browse draws its header from the build's counts) lets that screen's code load first
 * on a slow link. Only before the download has started.
 */
export function holdCatalog(): void {
  const { text, held } = catalogStore.getState();
  if (text !== null || held) return;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  catalogStore.setState({ held: { released, release } });
}

/** Lets a held catalog download start (nothing when none is held). */
export function releaseCatalog(): void {
  catalogStore.getState().held?.release();
  catalogStore.setState({ held: null });
}

/**
 * A response's text, read a part at a time with a yield to the page between parts: read whole,
 * the catalog file's 400 kB were received, decoded and joined in one task (20-30 ms unthrottled
 * in Lighthouse's traces).
 */
async function textInParts(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    parts.push(decoder.decode(part.value, { stream: true }));
    await yieldToPage();
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** The catalog file's text (fetched once); the ranking worker decodes its own copy. */
export function catalogText(): Promise<string> {
  const { text, held } = catalogStore.getState();
  if (text) return text;
  const fetched = (held?.released ?? Promise.resolve())
    .then(() => fetch(catalogUrl))
    .then((r) => {
      if (!r.ok) throw new Error(`catalog file: HTTP ${r.status}`);
      return textInParts(r);
    });
  catalogStore.setState({ text: fetched });
  return fetched;
}

/**
 * The app's loader: the built catalog file, parsed a few lines at a time, yielding whenever a
 * slice of work has run (parsed whole, its 400 kB were one task of 13-17 ms unthrottled, right
 * as the file arrived); each list is then decoded on first read or ahead.
 */
export const loadCatalogFile: CatalogLoader = async () => {
  const text = await catalogText();
  await yieldToPage();
  const steps = parseCatalogFile(text);
  const clock = sliceClock();
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      await yieldToPage();
      return decodeCatalog(step.value);
    }
    if (clock.due()) {
      await yieldToPage();
      clock.restart();
    }
  }
};

/** How the catalog is obtained: a setting of the host (tests set theirs), not state of the visit. */
let loader: CatalogLoader = loadCatalogFile;

/** Forgets a failed load's steps, unless the state was put back to its start since it began. */
function forget(step: Promise<Catalog>, e: unknown): never {
  const { pending, decoded } = catalogStore.getState();
  if (step === pending || step === decoded)
    catalogStore.setState({ pending: null, decoded: null, hurry: NO_HURRY, text: null });
  throw e;
}

export interface LoadOptions {
  /**
   * Decode every list before answering (default), a step at a time; `false`: answer as soon as
   * the file is read, each list decoded when first read; `'idle'`: answer as soon as the file is
   * read and decode the lists behind, in the page's idle time (results reads the providers at
   * once and a few offers' price dates later, when the worker has ranked them).
   */
  ahead?: boolean | 'idle';
}

/**
 * Starts the load. A loader that answers with a catalog at hand (a promise marked fulfilled, as
 * `fulfilled` marks it) is read at once: the views then render without suspending.
 */
function startLoad(): Promise<Catalog> {
  const answer = loader();
  const atHand = fulfilledValue(answer);
  if (atHand) {
    catalogStore.setState({ pending: answer, loaded: atHand.value });
    return answer;
  }
  const started: Promise<Catalog> = tracked(
    answer.then(
      (catalog) => {
        if (catalogStore.getState().pending === started) catalogStore.setState({ loaded: catalog });
        return catalog;
      },
      (e: unknown) => forget(started, e),
    ),
  );
  catalogStore.setState({ pending: started });
  return started;
}

/**
 * The idle pace: each pause waits until the browser is idle, or half a second at most (a short
 * timer where the browser cannot tell); once hurried (a view now needs every list, as results
 * does for its picks' price dates), the pause under way ends and the rest yield as usual.
 */
export function idlePace(): { pause: () => Promise<void>; hurry: () => void } {
  let hurried = false;
  let wake: (() => void) | null = null;
  return {
    pause: () =>
      hurried
        ? yieldToPage()
        : new Promise<void>((resolve) => {
            const cancel = onIdle(() => {
              wake = null;
              resolve();
            }, 500);
            wake = () => {
              cancel();
              resolve();
            };
          }),
    hurry: () => {
      hurried = true;
      wake?.();
      wake = null;
    },
  };
}

/**
 * Starts decoding every list of the loaded catalog, a slice at a time, waiting for `pause`
 * between slices (none left: done at once).
 */
function startDecode(
  pending: Promise<Catalog>,
  pause: () => Promise<void> = yieldToPage,
): Promise<Catalog> {
  const atHand = fulfilledValue(pending);
  const steps = atHand ? decodeAhead(atHand.value) : null;
  const started: Promise<Catalog> = steps?.next().done
    ? pending
    : tracked(
        pending.then(
          async (catalog) => {
            const clock = sliceClock();
            for (const _ of steps ?? decodeAhead(catalog)) {
              if (!clock.due()) continue;
              await pause();
              clock.restart();
            }
            return catalog;
          },
          (e: unknown) => forget(started, e),
        ),
      );
  catalogStore.setState({ decoded: started });
  return started;
}

/** The catalog, loaded once; a failed load is tried again on the next call. */
export function loadCatalog({ ahead = true }: LoadOptions = {}): Promise<Catalog> {
  const { pending, decoded } = catalogStore.getState();
  const loading = pending ?? startLoad();
  if (ahead === 'idle') {
    if (!decoded) {
      const pace = idlePace();
      startDecode(loading, pace.pause).catch(() => {});
      catalogStore.setState({ hurry: pace.hurry });
    }
    return loading;
  }
  if (!ahead) return loading;
  if (!decoded) return startDecode(loading);
  catalogStore.getState().hurry();
  return decoded;
}

/**
 * The catalog file's counts and date, known before it loads (the build writes them; `null` from
 * the dev server, or when another loader is set).
 */
export const catalogFileSummary = (): typeof summary =>
  loader === loadCatalogFile ? summary : null;

/** True when `catalog` is the one decoded from the catalog file (the ranking worker has it too). */
export const isCatalogFile = (catalog: Catalog): boolean =>
  loader === loadCatalogFile && catalog === catalogStore.getState().loaded;

/** Replaces how the catalog is obtained (and forgets one already loaded); returns the one replaced. */
export function setCatalogLoader(next: CatalogLoader): CatalogLoader {
  const replaced = loader;
  loader = next;
  catalogStore.setState({ pending: null, decoded: null, hurry: NO_HURRY, loaded: null });
  return replaced;
}
