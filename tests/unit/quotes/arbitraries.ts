import fc from 'fast-check';
import type { Quote } from '../../../src/domain/quotes';

/** Text as a user types it on one line (any script, trimmed, no control characters). */
const line = (max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= max && !/\p{Cc}/u.test(s));

const price = fc.double({ min: 0.000001, max: 10_000_000, noNaN: true, noDefaultInfinity: true });

/** Any valid quote over the fixture catalog. */
export const quoteArb: fc.Arbitrary<Quote> = fc.record({
  id: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/),
  provider: line(60),
  providerId: fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
  instanceType: line(80),
  gpu: fc.constantFrom('a100-80gb-sxm', 'v100-32gb-sxm2', 'rtx-3090-24gb'),
  gpuCount: fc.integer({ min: 1, max: 64 }),
  price,
  per: fc.constantFrom('hour', 'month'),
  currency: fc.constantFrom('CNY', 'USD'),
  spot: fc.option(price, { nil: null }),
  gpuLink: fc.constantFrom('nvlink', 'pcie', null),
  fabric: fc.constantFrom('infiniband', 'efa', 'rdma', 'ethernet', null),
  regionGroup: fc.constantFrom('cn', 'global'),
  region: fc.oneof(fc.constant('any'), fc.stringMatching(/^[a-z][a-z0-9-]{1,15}$/)),
  billing: fc.constantFrom('second', 'minute', 'hour', null),
  overrides: fc.constant(null),
  asOf: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2025-06-30'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  note: fc.oneof(fc.constant(''), line(200), fc.constantFrom('=SUM(A1)', "'=x", '-20%', '@me')),
});

/** Quotes with distinct ids. */
export const quotesArb = fc.uniqueArray(quoteArb, { selector: (q) => q.id, maxLength: 12 });
