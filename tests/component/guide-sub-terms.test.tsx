/**
 * The subscription calculator opened from a pick uses the pick's own longer subscription (its
 * term and discount from the dataset), not the guide's example of 12 months at 15 % off, and says
 * so when its monthly and hourly prices are of different times.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferSchema, ProviderSchema, type Provider } from '../../src/domain/catalog/schema';
import { GuideView } from '../../src/features/guide/guide-view';
import type { GuideData } from '../../src/features/guide/guide-data';
import { useLinkStore } from '../../src/state/link-store';
import { offerAt, provider } from '../fixtures/catalog/minimal';

const providers: Provider[] = [
  ProviderSchema.parse(provider('lambda', { name: { en: 'Lambda', zh: 'Lambda' } })),
];

const sub = (termMonths: number, price: number, asOf: string) => ({
  kind: 'subscription',
  termMonths,
  upfront: 'all',
  upfrontPrice: price,
  hourly: 0,
  asOf,
  asOfKind: 'captured',
  source: { ref: `https://example.org/lambda-${termMonths}`, date: asOf },
});

const offers = [
  // a month 1,000 USD (of 2022); a year 9,600 USD, 20 % off twelve months; an hour 2 USD (of 2025)
  offerAt('lambda:gpu_1x_a100@us-east-1', {
    onDemand: 2,
    monthly: 1_000,
    asOf: '2025-04-01',
    commitments: [sub(1, 1_000, '2022-05-01'), sub(12, 9_600, '2022-05-01')],
  }),
].map((o) => OfferSchema.parse(o));

const data: GuideData = {
  claims: [],
  providers,
  cheapestA100: null,
  asOf: '2025-06-01',
  fx: 7.2,
  gpuName: (id) => id,
  findOffer: (id) => offers.find((o) => o.id === id),
};

function openAt(lang: 'en' | 'zh') {
  window.history.replaceState(
    null,
    '',
    `/?v=1&view=guide&lang=${lang}&cur=USD&g.offer=lambda:gpu_1x_a100@us-east-1`,
  );
  useLinkStore.getState().syncFromLocation();
  render(<GuideView data={data} />);
  return screen.getByRole('region', {
    name: /subscription or pay-as-you-go|包年包月还是按量付费/i,
  });
}

describe('the subscription calculator with a pick', () => {
  it('takes the pick’s own term and discount', () => {
    const s = openAt('en');
    expect(within(s).getByRole('textbox', { name: /^Months committed/ })).toHaveValue('12');
    expect(within(s).getByRole('textbox', { name: /^Discount for committing/ })).toHaveValue('20');
    // 1,000 × 0.8 = 800 a month against 730 h × 2 = 1,460
    expect(s).toHaveTextContent('the subscription ($800) is cheaper');
  });

  it.each([
    ['en', 'the monthly price is of 2022-05-01, the hourly one of 2025-04-01'],
    ['zh', '包月价格的日期是 2022-05-01，按量价格的日期是 2025-04-01'],
  ] as const)('%s: warns when the two prices are of different times', (lang, words) => {
    const s = openAt(lang);
    expect(within(s).getByRole('note')).toHaveTextContent(words);
  });
});
