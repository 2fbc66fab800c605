import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The results' charts as drawn: the price-vs-performance plot says which way is faster and its
 * cost axis spans the data; the bar charts leave the bars most of a phone's width, keep every
 * label and axis title inside the chart, and the two bar cards line up.
 */
const LOAD = 30_000;
const RESULTS =
  './?v=1&team=startup&wl=finetune&model=7&budget=500&cur=CNY&spot=1&view=results&lang=en';

test.describe.configure({ timeout: 90_000 });

async function openCharts(page: Page, link = RESULTS) {
  await page.goto(link);
  await expect(
    page.getByRole('list', { name: 'Ranked offers' }).locator(':scope > li').first(),
  ).toBeVisible({ timeout: LOAD });
  // The charts start once the reader nears them.
  await page.mouse.wheel(0, 20_000);
  const scatter = page.getByRole('figure', { name: 'Price vs performance' });
  await expect(scatter.locator('.recharts-scatter-symbol').first()).toBeVisible({ timeout: LOAD });
  return {
    scatter,
    cost: page.getByRole('figure', { name: 'Cost per offer, top picks' }),
    spot: page.getByRole('figure', { name: 'Spot (expected) vs on-demand cost' }),
  };
}

/** The chart's drawing (not a legend marker's little svg). */
const drawing = (figure: Locator) => figure.locator('.recharts-wrapper > svg');

const ticks = (figure: Locator, axis: 'x' | 'y') =>
  figure.locator(`.recharts-${axis}Axis-tick-labels text`).allTextContents();

/** Every text of the chart lies inside its drawing (nothing cut off at an edge). */
async function textsInside(figure: Locator) {
  return drawing(figure).evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('text')]
      .map((t) => ({ text: t.textContent ?? '', r: t.getBoundingClientRect() }))
      .filter(
        ({ r }) =>
          r.width > 0 &&
          (r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1),
      )
      .map(({ text }) => text);
  });
}

test('price vs performance: "up = faster" on the vertical axis, ticks on both, cost axis not from zero', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { scatter } = await openCharts(page);
  await expect(scatter.locator('text.recharts-label', { hasText: 'up = faster' })).toBeVisible();
  const x = await ticks(scatter, 'x');
  const y = await ticks(scatter, 'y');
  expect(x.length).toBeGreaterThanOrEqual(3);
  expect(y.length).toBeGreaterThanOrEqual(3);
  expect(y.every((t) => t.trim() !== '')).toBe(true);
  // Every offer here costs over ¥200 (hand-checked with the table): the axis starts near them.
  const first = Number((x[0] ?? '').replace(/[^\d.]/g, ''));
  expect(first).toBeGreaterThan(0);
  // The points spread over the plot instead of its right half only.
  const plot = await scatter.locator('.recharts-cartesian-grid').boundingBox();
  const xs = await scatter
    .locator('.recharts-scatter-symbol')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().x));
  expect(plot).not.toBeNull();
  expect(Math.min(...xs)).toBeLessThan(plot!.x + plot!.width / 3);
});

for (const width of [375, 1280]) {
  test(`bar charts at ${width} px: labels take at most 40 % of the width, nothing is cut off`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { cost, spot } = await openCharts(page);
    for (const figure of [cost, spot]) {
      const svg = await drawing(figure).boundingBox();
      // The offers' labels sit left of the vertical axis line.
      const axis = await figure.locator('.recharts-yAxis').boundingBox();
      expect(svg && axis).toBeTruthy();
      expect((axis!.x + axis!.width - svg!.x) / svg!.width).toBeLessThanOrEqual(0.4);
      expect((await ticks(figure, 'y')).length).toBeGreaterThanOrEqual(3);
      expect(await textsInside(figure)).toEqual([]);
      await expect(figure.locator('text.recharts-label', { hasText: 'Cost' })).toBeVisible();
    }
  });
}

test('the two bar cards have the same height, their charts too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { cost, spot } = await openCharts(page);
  const [a, b] = [await cost.boundingBox(), await spot.boundingBox()];
  expect(Math.abs((a?.height ?? 0) - (b?.height ?? -10))).toBeLessThanOrEqual(1);
  const [ca, cb] = [await drawing(cost).boundingBox(), await drawing(spot).boundingBox()];
  expect(Math.abs((ca?.height ?? 0) - (cb?.height ?? -10))).toBeLessThanOrEqual(1);
});

test('costs from ¥15 to over ¥1,000: the price axis is logarithmic, no tick label repeats', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Mainland fine-tuning of Qwen2.5-7B, 3.1 A100-hours, spot allowed: the cheapest costs ¥15.1, the
  // dearest feasible offers over ¥1,000 (the table under the chart lists them).
  const { scatter } = await openCharts(
    page,
    './?v=1&view=results&cur=CNY&wl=finetune&model=qwen2.5-7b&work=3.1&budget=2000&region=cn&spot=1&lang=en',
  );
  const x = await ticks(scatter, 'x');
  const y = await ticks(scatter, 'y');
  expect(new Set(x).size).toBe(x.length);
  expect(new Set(y).size).toBe(y.length);
  expect(x).toEqual(expect.arrayContaining(['¥10', '¥100', '¥1K']));
  // log: ¥10 → ¥100 is as wide as ¥100 → ¥1K
  // the middle of each tick label (they are centred on their tick)
  const at = async (label: string) => {
    const tick = scatter.locator('.recharts-xAxis-tick-labels text', { hasText: label }).first();
    const box = (await tick.boundingBox())!;
    return box.x + box.width / 2;
  };
  const [ten, hundred, thousand] = [await at('¥10'), await at('¥100'), await at('¥1K')];
  expect(Math.abs(hundred - ten - (thousand - hundred))).toBeLessThan(4);
});

test('pointing at a bar shows its value without a shaded band over the chart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { cost } = await openCharts(page);
  await cost.locator('.recharts-bar-rectangle').first().hover();
  await expect(cost.locator('.recharts-tooltip-wrapper')).toContainText('¥');
  await expect(cost.locator('.recharts-tooltip-cursor')).toHaveCount(0);
});
