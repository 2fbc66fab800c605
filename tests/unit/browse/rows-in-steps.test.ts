/**
 * Browse's first rows of a large catalog are built in slices that yield to the page whenever the
 * slice's clock says its time is up, and come out the same as the rows built at once.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import {
  buildOfferRows,
  buildOfferRowsInSteps,
  type RowOptions,
} from '../../../src/features/browse/model/offer-row';

const options: RowOptions = {
  cur: 'USD',
  fx: 7.1,
  unit: 'hour',
  workload: 'train',
  lang: 'en',
  today: '2026-12-06',
  staleAfterDays: 90,
};

describe('rows built in slices', () => {
  it('yields each time the slice is due and builds the same rows as at once', async () => {
    let asked = 0;
    let pauses = 0;
    // a clock whose slice is up every 100 rows
    const clock = { due: () => ++asked % 100 === 0, restart: () => {} };
    const rows = await buildOfferRowsInSteps(
      catalog,
      options,
      async () => {
        pauses++;
      },
      clock,
    );
    expect(rows).toEqual(buildOfferRows(catalog, options));
    // one pause before the first slice, then one per 100 rows
    expect(pauses).toBe(1 + Math.floor(catalog.offers.length / 100));
  });

  it('does not yield while the slice has time left', async () => {
    let pauses = 0;
    const rows = await buildOfferRowsInSteps(
      catalog,
      options,
      async () => {
        pauses++;
      },
      { due: () => false, restart: () => {} },
    );
    expect(rows).toHaveLength(catalog.offers.length);
    expect(pauses).toBe(1);
  });
});
