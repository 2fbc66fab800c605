import { use, useMemo, useState } from 'react';
import { tracked } from '../../../lib/tracked';
import type { Catalog } from '../../../domain/catalog/types';
import { buildOfferRows, buildOfferRowsInSteps, type OfferRow, type RowOptions } from './offer-row';

/** From this many offers, the first rows of a catalog are built in steps. */
const STEPWISE_FROM = 400;

interface FirstBuild {
  options: RowOptions;
  rows: Promise<OfferRow[]>;
  done: OfferRow[] | null;
}

const firstBuilds = new WeakMap<Catalog, FirstBuild>();

const sameSet = (a?: ReadonlySet<string>, b?: ReadonlySet<string>) =>
  a === b || (a?.size === b?.size && [...(a ?? [])].every((x) => b?.has(x)));

/** The options a row reads, besides the user's own quotes (a set, compared by content). */
const PLAIN_OPTIONS = [
  'cur',
  'fx',
  'unit',
  'workload',
  'lang',
  'today',
  'staleAfterDays',
] as const satisfies readonly Exclude<keyof RowOptions, 'ownQuotes'>[];

const sameOptions = (a: RowOptions, b: RowOptions) =>
  PLAIN_OPTIONS.every((k) => a[k] === b[k]) && sameSet(a.ownQuotes, b.ownQuotes);

/**
 * The table's rows. The first time a large catalog is shown (`stepwise`: one whose identity
 * holds across renders, the catalog file), its rows are built a slice at a time while the view
 * suspends, instead of in one long task; later changes (currency, unit) rebuild them at once.
 */
export function useOfferRows(catalog: Catalog, options: RowOptions, stepwise: boolean): OfferRow[] {
  let first = firstBuilds.get(catalog);
  if (stepwise && !first && catalog.offers.length >= STEPWISE_FROM) {
    const entry: FirstBuild = {
      options,
      rows: tracked(buildOfferRowsInSteps(catalog, options).then((rows) => (entry.done = rows))),
      done: null,
    };
    firstBuilds.set(catalog, (first = entry));
  }
  if (first) use(first.rows);
  // The options as last seen, kept while equal, so a render with equal options reuses the rows.
  const [kept, keep] = useState(options);
  const current = kept === options || sameOptions(kept, options) ? kept : options;
  if (current !== kept) keep(current);
  return useMemo(
    () =>
      first?.done && sameOptions(first.options, current)
        ? first.done
        : buildOfferRows(catalog, current),
    [first, catalog, current],
  );
}
