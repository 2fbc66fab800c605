/**
 * The catalog as a visit loads it: once, a failed load tried again on the next call, the file's
 * download held back until released. Every test starts with nothing loaded or downloading (the
 * store goes back to its start after each test), whatever ran before it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeCatalog, encodeCatalog, isDecoded } from '../../../src/domain/catalog/asset';
import type { Catalog } from '../../../src/domain/catalog/types';
import { fulfilled, fulfilledValue } from '../../../src/lib/tracked';
import {
  catalogText,
  holdCatalog,
  idlePace,
  isCatalogFile,
  loadCatalog,
  loadCatalogFile,
  releaseCatalog,
  setCatalogLoader,
  type CatalogLoader,
} from '../../../src/state/catalog-source';
import { makeCatalog } from '../engine/fixtures';

const fixture = makeCatalog();
const text = JSON.stringify(encodeCatalog(fixture));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The catalog file served by a stubbed `fetch`: its answers in turn, then the file. */
function serve(...answers: Response[]) {
  const fetched = vi.fn(async () => answers.shift() ?? new Response(text));
  vi.stubGlobal('fetch', fetched);
  setCatalogLoader(loadCatalogFile);
  return fetched;
}

// the loader as this file found it, for the test files after it in the same worker
let before: CatalogLoader;
beforeAll(() => {
  before = setCatalogLoader(async () => fixture);
});
afterAll(() => setCatalogLoader(before));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the catalog', () => {
  it('is loaded once for every view that asks', async () => {
    const loader = vi.fn(async () => fixture);
    setCatalogLoader(loader);
    const [a, b] = await Promise.all([loadCatalog(), loadCatalog({ ahead: false })]);
    expect(a).toBe(fixture);
    expect(b).toBe(fixture);
    expect(await loadCatalog()).toBe(fixture);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('is downloaded again after a failed download, and only then', async () => {
    const fetched = serve(new Response('', { status: 503 }));
    await expect(loadCatalog()).rejects.toThrow('catalog file: HTTP 503');
    const catalog = await loadCatalog();
    expect(catalog.offers.map((o) => o.id)).toEqual(fixture.offers.map((o) => o.id));
    expect(isCatalogFile(catalog)).toBe(true);
    await loadCatalog();
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('waits to download while held, and downloads once released', async () => {
    const fetched = serve();
    holdCatalog();
    const loading = catalogText();
    await settle();
    expect(fetched).not.toHaveBeenCalled();
    releaseCatalog();
    expect(await loading).toBe(text);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('is read at once when the loader has it at hand: a view need not wait for it', () => {
    setCatalogLoader(() => fulfilled(fixture));
    expect(fulfilledValue(loadCatalog())).toEqual({ value: fixture });
    expect(fulfilledValue(loadCatalog({ ahead: false }))).toEqual({ value: fixture });
  });

  it('is not the catalog file when another loader gives it', async () => {
    setCatalogLoader(async () => fixture);
    expect(isCatalogFile(await loadCatalog())).toBe(false);
  });

  it('downloads anew in each test: no download is carried over from one before', async () => {
    const fetched = serve();
    const loading = loadCatalog();
    expect(await loading).not.toBe(fixture);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('keeps to itself a load that a new loader replaced', async () => {
    let arrive: (c: Catalog) => void = () => {};
    setCatalogLoader(() => new Promise((resolve) => (arrive = resolve)));
    const first = loadCatalog();
    setCatalogLoader(async () => fixture);
    arrive(makeCatalog([]));
    await first;
    expect(await loadCatalog()).toBe(fixture);
  });
});

describe('a decode at the idle pace', () => {
  /** A browser that is never idle: idle callbacks run only at their deadline. */
  function neverIdle() {
    vi.stubGlobal('requestIdleCallback', (run: () => void, o: { timeout: number }) =>
      setTimeout(run, o.timeout),
    );
    vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  }
  const within = <T>(p: Promise<T>, ms: number) =>
    Promise.race([p.then(() => 'done'), new Promise((r) => setTimeout(() => r('waiting'), ms))]);

  it('waits for the page to be idle between slices, until a view needs every list', async () => {
    neverIdle();
    const pace = idlePace();
    const paused = pace.pause();
    expect(await within(paused, 50)).toBe('waiting');
    pace.hurry();
    expect(await within(paused, 50)).toBe('done');
    // hurried, the next slices only yield to the page
    expect(await within(pace.pause(), 50)).toBe('done');
  });

  it('is hurried by a view that asks for the decoded catalog', async () => {
    serve();
    neverIdle();
    // every slice is due at once: the decode pauses after each step
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
    const loaded = await loadCatalog({ ahead: 'idle' });
    expect(isDecoded(loaded)).toBe(false);
    expect(await within(loadCatalog(), 300)).toBe('done');
    expect(isDecoded(loaded)).toBe(true);
  });
});

describe('whether a catalog is decoded', () => {
  it('is false for a file just read, true once every list has been read', () => {
    const catalog = decodeCatalog(encodeCatalog(fixture));
    expect(isDecoded(catalog)).toBe(false);
    for (const list of [
      catalog.gpus,
      catalog.providers,
      catalog.offers,
      catalog.speeds,
      catalog.calibration,
      catalog.claims,
      catalog.guideTable,
    ])
      expect(list.length).toBeGreaterThanOrEqual(0);
    expect(isDecoded(catalog)).toBe(true);
  });

  it('is true for a catalog not read from a file', () => {
    expect(isDecoded(fixture)).toBe(true);
  });
});
