/**
 * A cold link must not make the page jump or freeze: browse, results and the guide, on a desktop and a phone
 * screen, keep the layout shift (PerformanceObserver `layout-shift`, as CLS counts it) at 0.05 or
 * less, and after the first paint no single task on the page's thread runs longer than 200 ms
 * (`longtask`). The landing page never fetches the catalog; the views that show it fetch it once.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { whenSettled } from './settle';

const PAGES = {
  browse: './?v=1&view=browse&lang=en',
  results: './?v=1&team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1&view=results&lang=en',
  guide: './?v=1&view=guide&lang=en',
} as const;

const SCREENS = {
  desktop: { width: 1350, height: 940 },
  phone: { width: 412, height: 823 },
} as const;

const MAX_SHIFT = 0.05;
const MAX_TASK_MS = 200;

declare global {
  interface Window {
    __perf: { shift: number; firstPaint: number | null; tasks: { start: number; ms: number }[] };
  }
}

/** Starts the observers before any of the page's scripts runs. */
async function observe(page: Page) {
  await page.addInitScript(() => {
    const perf: Window['__perf'] = { shift: 0, firstPaint: null, tasks: [] };
    window.__perf = perf;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!e.hadRecentInput) perf.shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name === 'first-paint') perf.firstPaint = e.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) perf.tasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * The view is in place: no skeleton left; for results the list and its ruled-out offers, for the
 * guide its last section's claims (drawn after the sections above it).
 */
async function viewReady(page: Page, view: keyof typeof PAGES) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  if (view === 'results') {
    await expect(
      page.getByRole('list', { name: 'Ranked offers' }).locator(':scope > li').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ruled out' })).toBeVisible();
  } else if (view === 'guide') {
    await expect(
      page.getByRole('region', { name: 'Fact check of the guide' }).getByRole('listitem').first(),
    ).toBeAttached();
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Browse offers' })).toBeVisible();
  }
  // Let whatever the view starts on its own (idle work, late images) finish.
  await whenSettled(page);
}

for (const [screen, viewport] of Object.entries(SCREENS)) {
  for (const view of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
    test(`${view} on a ${screen} screen: no layout shift, no long task after the first paint`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const catalogRequests: string[] = [];
      page.on('request', (r) => {
        if (/catalog(-[\w-]+)?\.json/.test(r.url())) catalogRequests.push(r.url());
      });
      await observe(page);
      await page.goto(PAGES[view]);
      await viewReady(page, view);
      const perf = await page.evaluate(() => window.__perf);
      const after = perf.tasks.filter(
        (t) => perf.firstPaint !== null && t.start >= perf.firstPaint,
      );
      const longest = Math.max(0, ...after.map((t) => Math.round(t.ms)));
      console.log(
        `${view} ${screen}: layout shift ${perf.shift.toFixed(3)}, longest task after first paint ${longest} ms ` +
          `(${after.length} over 50 ms)`,
      );
      expect(perf.firstPaint).not.toBeNull();
      expect(perf.shift).toBeLessThanOrEqual(MAX_SHIFT);
      expect(longest).toBeLessThanOrEqual(MAX_TASK_MS);
      expect(catalogRequests).toHaveLength(1);
      await context.close();
    });
  }
}

for (const [view, code] of [
  ['results', /\/results-[\w-]+\.js$/],
  ['browse', /\/browse-page-[\w-]+\.js$/],
  ['guide', /\/guide-[\w-]+\.js$/],
] as const) {
  test(`${view}: the content's code and the catalog download once the first screen is up`, async ({
    page,
  }) => {
    await page.goto(PAGES[view]);
    await viewReady(page, view);
    const timing = await page.evaluate(
      ([source, flags]) => {
        const starts = (re: RegExp) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => re.test(e.name))
            .map((e) => ({
              start: e.startTime,
              by: (e as PerformanceResourceTiming).initiatorType,
            }));
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          catalog: starts(/\/catalog-[\w-]+\.json$/),
          code: starts(new RegExp(source, flags)),
        };
      },
      [code.source, code.flags] as const,
    );
    // the first screen (title, lead, blocks) needs neither: they do not compete with the code and
    // messages it needs; the catalog is one request, by the app
    expect(timing.paint).not.toBeNull();
    expect(timing.catalog).toEqual([{ start: expect.any(Number), by: 'fetch' }]);
    expect(timing.catalog[0]!.start).toBeGreaterThanOrEqual(timing.paint!);
    expect(timing.code).toHaveLength(1);
    expect(timing.code[0]!.start).toBeGreaterThanOrEqual(timing.paint!);
  });
}

test('the guide draws its title and lead before its code has arrived', async ({ page }) => {
  // the view's code never arrives: what shows is the shell's own placeholder
  await page.route(/\/guide-[\w-]+\.js$/, () => {});
  await page.goto(PAGES.guide);
  await expect(page.getByRole('heading', { level: 1, name: 'Guide & calculators' })).toBeVisible();
  await expect(
    page.getByText(/^The buying guide’s sums, redone with inputs you can change/),
  ).toBeVisible();
});

test('browse draws its title and lead before its code has arrived', async ({ page }) => {
  // the view's code never arrives: what shows is the shell's own placeholder
  await page.route(/\/browse-view-[\w-]+\.js$/, () => {});
  await page.goto(PAGES.browse);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse offers' })).toBeVisible();
  await expect(
    page.getByText(
      /^[\d,]+ GPU offers from \d+ providers, from public price lists \(newest \d{4}-\d\d-\d\d\)/,
    ),
  ).toBeVisible();
});

test('the landing page does not fetch the catalog', async ({ page }) => {
  const catalogRequests: string[] = [];
  page.on('request', (r) => {
    if (/catalog(-[\w-]+)?\.json/.test(r.url())) catalogRequests.push(r.url());
  });
  await page.goto('./?v=1&lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await whenSettled(page);
  expect(catalogRequests).toEqual([]);
});

/** The addresses of the page's scripts as it asks for them (the ranking worker's file is not the page's). */
function scriptsOf(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && !/rank\.worker/.test(r.url())) urls.add(r.url());
  });
  return urls;
}

/**
 * Each script read again from the server: the browser may no longer hold a response's body (a
 * preloaded module, say), and reading it from the page then fails.
 */
const readAll = (page: Page, urls: ReadonlySet<string>): Promise<string[]> =>
  Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));

/**
 * The page's own scripts, by what they hold: the quotes' reader (the catalog schema's message for
 * a bad offer id, which only it and the worker carry) and the engine (a message of `rank()`).
 * The ranking worker's file is not the page's.
 */
async function pageCode(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  await page.goto(url);
  await viewReady(page, url.includes('view=results') ? 'results' : 'browse');
  const texts = await readAll(page, scripts);
  expect(texts.length).toBeGreaterThan(3);
  await context.close();
  return {
    quotes: texts.some((t) => t.includes('expected <provider>:<instance-type>@<region>')),
    engine: texts.some((t) => t.includes('ranked offer without an estimate')),
  };
}

test('browse and results load neither the engine nor, without quotes, the quotes’ code', async ({
  browser,
}) => {
  expect(await pageCode(browser, PAGES.results)).toEqual({ quotes: false, engine: false });
  expect(await pageCode(browser, PAGES.browse)).toEqual({ quotes: false, engine: false });
});

test('a link with quotes loads their code to rank them', async ({ browser }) => {
  const { encodeQuotesParam } = await import('../../src/domain/quotes');
  const { labQuote } = await import('../unit/quotes/catalog-fixture');
  const encoded = encodeQuotesParam([labQuote]);
  if (!encoded.ok) throw new Error('the fixture quote fits a link');
  const code = await pageCode(browser, `${PAGES.results}&q=${encoded.q}`);
  expect(code).toEqual({ quotes: true, engine: false });
});

test('a page downloads the features’ messages of its own language, and the other’s on a switch', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(PAGES.browse);
  await viewReady(page, 'browse');
  // the table's caption is a feature's message (the title is also the shell's)
  const has = async (text: string) => (await readAll(page, scripts)).some((s) => s.includes(text));
  expect(await has('GPU cloud offers, one row per instance type')).toBe(true);
  expect(await has('GPU 云报价，每种实例规格一行')).toBe(false);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.getByRole('region', { name: 'GPU 云报价，每种实例规格一行' })).toBeVisible();
  expect(await has('GPU 云报价，每种实例规格一行')).toBe(true);
});
