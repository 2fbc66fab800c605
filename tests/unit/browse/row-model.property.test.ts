/**
 * The table's rows, on generated offers: every offer the filters let through appears once, under
 * its instance type; a type is shown by its cheapest region; types and regions follow the sort
 * in either direction, rows without a value last, ties in the catalog's order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BrowseColumn } from '../../../src/domain/share/browse-params';
import type { OfferRow } from '../../../src/features/browse/model/offer-row';
import {
  pickRepresentative,
  representativeMetric,
} from '../../../src/features/browse/model/representative';
import { passes } from '../../../src/features/browse/table/columns';
import {
  filterOffers,
  groupOffers,
  offersInOrder,
  shownRows,
  sortGroups,
} from '../../../src/features/browse/table/row-model';
import { propertyRuns } from '../property-runs';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const price = maybe(fc.constantFrom(1, 2, 2.5, 10, 30));

/** Few distinct values, so that groups, ties and missing values are common. */
const offerArb = fc.record({
  family: fc.constantFrom('a:x', 'a:y', 'b:x', 'c:z'),
  region: fc.constantFrom('us-east-1', 'eu-west-1', 'cn-beijing'),
  providerId: fc.constantFrom('a', 'b', 'c'),
  gpuName: fc.constantFrom('A100', 'H100', 'L4'),
  gpus: fc.constantFrom(1, 2, 8),
  memGpu: maybe(fc.constantFrom(24, 80)),
  onDemand: price,
  spot: price,
  monthly: price,
  year1: price,
  year3: price,
  speed: maybe(fc.constantFrom(0.5, 1, 3)),
});

type MadeOffer = typeof offerArb extends fc.Arbitrary<infer T> ? T : never;

function rowsOf(made: MadeOffer[]): OfferRow[] {
  return made.map(
    (m, i) =>
      ({
        ...m,
        id: `${m.family}@${m.region}#${i}`,
        instanceType: m.family.split(':')[1]!,
        providerName: m.providerId.toUpperCase(),
        gpuId: m.gpuName.toLowerCase(),
        gpuCount: m.gpus,
        haystack: `${m.providerId} ${m.family} ${m.gpuName} ${m.region}`.toLowerCase(),
        hasCommitment: m.monthly !== undefined,
      }) as unknown as OfferRow,
  );
}

/** What the sort compares of an offer, in the column's terms (text or number). */
const valueOf = (row: OfferRow, column: BrowseColumn): string | number | undefined =>
  ({
    instance: row.instanceType,
    provider: row.providerName,
    region: row.region,
    gpu: row.gpuName,
    count: row.gpus,
    memGpu: row.memGpu,
    onDemand: row.onDemand,
    spot: row.spot,
    monthly: row.monthly,
    year1: row.year1,
    year3: row.year3,
    speed: row.speed,
  })[column as 'instance'];

const COLUMNS = [
  'instance',
  'provider',
  'region',
  'gpu',
  'count',
  'memGpu',
  'onDemand',
  'spot',
  'monthly',
  'year1',
  'year3',
  'speed',
] as const satisfies readonly BrowseColumn[];

/** Whether `later` may come after `earlier` in a list sorted by `column`. */
function inOrder(
  earlier: string | number | undefined,
  later: string | number | undefined,
  desc: boolean,
): boolean {
  if (later === undefined) return true;
  if (earlier === undefined) return false;
  const cmp =
    typeof earlier === 'string'
      ? earlier.localeCompare(String(later), 'en', { numeric: true, sensitivity: 'base' })
      : earlier - (later as number);
  return desc ? cmp >= 0 : cmp <= 0;
}

/** Equal in the sort's terms (text compared without case), so the catalog order decides. */
const tie = (a: string | number | undefined, b: string | number | undefined) =>
  a === b ||
  (typeof a === 'string' &&
    typeof b === 'string' &&
    a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }) === 0);

describe('the table rows', () => {
  it('hold every offer that passes once, grouped by type, each list in the sort order', () => {
    fc.assert(
      fc.property(
        fc.array(offerArb, { maxLength: 40 }),
        fc.constantFrom(...COLUMNS),
        fc.boolean(),
        fc.subarray(['a', 'b', 'c']),
        fc.constantFrom('', 'x', 'us', 'h100 cn'),
        (made, column, desc, providers, query) => {
          const rows = rowsOf(made);
          const filters = providers.length > 0 ? [{ id: 'provider', value: providers }] : [];
          const words = query.split(' ').filter(Boolean);
          const kept = filterOffers(rows, filters, words);
          // the filter stage keeps exactly the offers that pass, in the catalog's order
          expect(kept).toEqual(rows.filter((r) => passes(r, filters, words)));

          const metric = representativeMetric(column);
          const groups = sortGroups(groupOffers(kept, metric), { column, desc });
          // every kept offer once, under the group of its type
          expect(
            offersInOrder(groups)
              .map((r) => r.id)
              .sort(),
          ).toEqual(kept.map((r) => r.id).sort());
          const families = groups.map((g) => g.rep.family);
          expect(new Set(families).size).toBe(families.length);
          const position = new Map(rows.map((r, i) => [r.id, i]));
          for (const g of groups) {
            expect(g.offers.every((o) => o.family === g.rep.family)).toBe(true);
            expect(g.rep).toBe(pickRepresentative(g.offers, (r) => r, metric));
            // regions in the sort's order; ties and rows without a value keep the catalog order
            for (let i = 1; i < g.offers.length; i++) {
              const [a, b] = [g.offers[i - 1]!, g.offers[i]!];
              const [va, vb] = [valueOf(a, column), valueOf(b, column)];
              expect(inOrder(va, vb, desc)).toBe(true);
              if (tie(va, vb)) expect(position.get(a.id)!).toBeLessThan(position.get(b.id)!);
            }
          }
          // types in the order of their representatives; ties: the type seen first comes first
          const firstSeen = (family: string) => kept.findIndex((r) => r.family === family);
          for (let i = 1; i < groups.length; i++) {
            const [a, b] = [groups[i - 1]!.rep, groups[i]!.rep];
            const [va, vb] = [valueOf(a, column), valueOf(b, column)];
            expect(inOrder(va, vb, desc)).toBe(true);
            if (tie(va, vb)) expect(firstSeen(a.family)).toBeLessThan(firstSeen(b.family));
          }
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });

  it('show an open type’s regions under it, and only an open one’s', () => {
    fc.assert(
      fc.property(fc.array(offerArb, { maxLength: 30 }), fc.integer(), (made, seed) => {
        const groups = sortGroups(groupOffers(rowsOf(made), 'onDemand'), {
          column: 'onDemand',
          desc: false,
        });
        const open = new Set(groups.filter((_, i) => (seed >> (i % 31)) & 1).map((g) => g.id));
        const shown = shownRows(groups, open);
        const expected = groups.flatMap((g) => [
          { id: g.id, depth: 0, regions: g.offers.length, expanded: open.has(g.id) },
          ...(open.has(g.id)
            ? g.offers.map((o) => ({ id: o.id, depth: 1, regions: 0, expanded: false }))
            : []),
        ]);
        expect(
          shown.map(({ id, depth, regions, expanded }) => ({ id, depth, regions, expanded })),
        ).toEqual(expected);
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('keep the catalog order when sorted by a column that does not sort (the source)', () => {
    const offer = (family: 'c:z' | 'a:x', onDemand: 1 | 10): MadeOffer => ({
      ...{ family, region: 'us-east-1', providerId: family[0] as 'a', gpuName: 'L4', gpus: 1 },
      ...{ memGpu: undefined, onDemand, spot: undefined, monthly: undefined },
      ...{ year1: undefined, year3: undefined, speed: undefined },
    });
    const rows = rowsOf([offer('c:z', 10), offer('a:x', 1)]);
    const groups = sortGroups(groupOffers(rows, 'onDemand'), { column: 'source', desc: false });
    expect(groups.map((g) => g.rep.family)).toEqual(['c:z', 'a:x']);
  });
});
