import { expect, test } from '@playwright/test';
import { sampleLinks } from '../fixtures/link-arbitrary';
import { applyLinksInPage } from '../fixtures/apply-links';

test('100 generated links through the results view: no throw, no console error, no dialog', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const failures = await applyLinksInPage(page, './', sampleLinks(100, 3));
  expect(failures).toEqual([]);
});
