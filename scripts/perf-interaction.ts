/**
 * Input-to-update timing in a real Chromium: sets an input's value the way a keystroke does,
 * then measures, inside the page, the time until the DOM under <main> changed and until the
 * next frame after that. Samples alternate between values so every sample changes the view.
 */
import { chromium, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface InteractionTiming {
  domMs: number;
  frameMs: number;
  samples: number;
}

/** Runs in the page: types each value into the input and times the update. */
async function timeInput(page: Page, selector: string, values: string[]) {
  return page.evaluate(
    async ({ selector, values }) => {
      const el = document.querySelector<HTMLInputElement>(selector);
      if (!el) throw new Error(`no input ${selector}`);
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const main = document.querySelector('main') ?? document.body;
      const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const out: { dom: number; frame: number }[] = [];
      for (const v of values) {
        let tDom: number | null = null;
        const mo = new MutationObserver(() => {
          tDom ??= performance.now();
        });
        mo.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
        const t0 = performance.now();
        setter?.call(el, v);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        for (let i = 0; i < 60 && tDom === null; i++) await frame();
        await frame();
        const tFrame = performance.now();
        mo.disconnect();
        out.push({ dom: (tDom ?? tFrame) - t0, frame: tFrame - t0 });
        await new Promise((r) => setTimeout(r, 50));
      }
      return out;
    },
    { selector, values },
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** What to type where, per view. */
export const INTERACTIONS = {
  'browse filter (search, full catalog)': {
    page: 'browse',
    selector: 'main input[type="search"]',
    values: ['a100', 'h100', 'a10', 'l40s', 'v100', 't4', '', 'a100', 'rtx', ''],
  },
  'results input (model size)': {
    page: 'results',
    selector: 'main input[name="model"]',
    values: ['7', '13', '70', '3', '7', '34', '13', '7', '1', '7'],
  },
} as const;

export async function measureInteractions(
  origin: string,
  pages: Record<string, string>,
): Promise<Record<string, InteractionTiming>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const out: Record<string, InteractionTiming> = {};
  try {
    for (const [name, spec] of Object.entries(INTERACTIONS)) {
      const page = await browser.newPage();
      // tsx names functions with a `__name` helper that the page does not have.
      await page.addInitScript('window.__name = (f) => f;');
      await page.goto(origin + (pages[spec.page] ?? '/'));
      await page.waitForSelector(spec.selector, { timeout: 20_000 });
      await timeInput(page, spec.selector, ['warm', '']);
      const samples = await timeInput(page, spec.selector, [...spec.values, ...spec.values]);
      out[name] = {
        domMs: median(samples.map((s) => s.dom)),
        frameMs: median(samples.map((s) => s.frame)),
        samples: samples.length,
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
