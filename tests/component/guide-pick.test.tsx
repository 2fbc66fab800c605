import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferSchema, type Provider } from '../../src/domain/catalog/schema';
import { GuideView } from '../../src/features/guide/guide-view';
import type { GuideData } from '../../src/features/guide/guide-data';
import { useLinkStore } from '../../src/state/link-store';
import { offerAt, provider } from '../fixtures/catalog/minimal';
import { ProviderSchema } from '../../src/domain/catalog/schema';

const refund = {
  value: 'paid-minus-used' as const,
  text: null,
  source: { ref: 'aliyun refund', date: null },
};
const providers: Provider[] = [
  ProviderSchema.parse(
    provider('aliyun', { name: { en: 'Alibaba Cloud', zh: '阿里云' }, refundRule: refund }),
  ),
  ProviderSchema.parse(provider('lambda', { name: { en: 'Lambda', zh: 'Lambda' } })),
];

const month = (price: number, ref: string) => ({
  kind: 'subscription',
  termMonths: 1,
  upfront: 'all',
  upfrontPrice: price,
  hourly: 0,
  asOf: '2025-04-01',
  asOfKind: 'captured',
  source: { ref, date: '2025-04-01' },
});

const offers = [
  // A USD offer: a month 1,000 USD, an hour 2 USD.
  offerAt('lambda:gpu_1x_a100@us-east-1', {
    onDemand: 2,
    monthly: 1_000,
    commitments: [month(1_000, 'https://example.org/lambda-monthly')],
  }),
  // A CNY offer: a month 14,600 CNY, an hour 36 CNY.
  offerAt('aliyun:gn7e@cn-hangzhou', {
    regionGroup: 'cn',
    currency: 'CNY',
    onDemand: 36,
    monthly: 14_600,
    commitments: [month(14_600, 'https://example.org/aliyun-monthly')],
  }),
  // Pay-as-you-go only.
  offerAt('lambda:gpu_1x_h100@us-east-1', { onDemand: 2.49 }),
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

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  render(<GuideView data={data} />);
  return screen.getByRole('region', { name: /subscription or pay-as-you-go/i });
}

const monthlyField = (s: HTMLElement) =>
  within(s).getByRole('textbox', { name: /Price of one month’s subscription/ });

describe('guide: the subscription calculator opened from a pick', () => {
  it('uses the pick’s monthly and hourly prices in USD for a USD link', () => {
    const s = openAt('?v=1&view=guide&lang=en&cur=USD&g.offer=lambda:gpu_1x_a100@us-east-1');
    expect(s).toHaveTextContent(
      'a month’s subscription $1,000 (https://example.org/lambda-monthly',
    );
    expect(s).toHaveTextContent('pay-as-you-go $2 an hour');
    expect(monthlyField(s)).toHaveValue('1000');
    expect(monthlyField(s)).toBeDisabled();
    // 15 % off for the year: 1,000 × 0.85 = 850 a month; pay-as-you-go 730 h × 2 = 1,460.
    expect(s).toHaveTextContent(
      'Per month, the subscription ($850) is cheaper than pay-as-you-go for the hours you need ($1,460).',
    );
    // Paid 12 × 850 = 10,200; Alibaba's rule refunds the unused 7.5 months: 10,200 × 7.5 ÷ 12 = 6,375.
    const alibaba = within(s).getByRole('rowheader', { name: 'Alibaba Cloud' }).closest('tr')!;
    expect(alibaba).toHaveTextContent('$6,375');
  });

  it('converts a yuan offer into the link’s dollars at the dataset’s rate', () => {
    const s = openAt('?v=1&view=guide&lang=en&cur=USD&g.offer=aliyun:gn7e@cn-hangzhou');
    // 14,600 ÷ 7.2 = 2,027.78 a month; 36 ÷ 7.2 = 5 an hour.
    expect(s).toHaveTextContent('a month’s subscription $2,028');
    expect(s).toHaveTextContent('pay-as-you-go $5 an hour');
    // 2,027.78 × 0.85 = 1,723.61; 730 × 5 = 3,650.
    expect(s).toHaveTextContent('the subscription ($1,724) is cheaper');
    expect(s).toHaveTextContent('($3,650)');
  });

  it('keeps yuan for a yuan link', () => {
    const s = openAt('?v=1&view=guide&lang=en&cur=CNY&g.offer=aliyun:gn7e@cn-hangzhou');
    expect(s).toHaveTextContent('a month’s subscription ¥14,600');
    // 14,600 × 0.85 = 12,410; 730 × 36 = 26,280.
    expect(s).toHaveTextContent('the subscription (¥12,410) is cheaper');
    expect(s).toHaveTextContent('(¥26,280)');
  });

  it('says so when the pick has no subscription price, and never shows the guide’s figures as its', () => {
    const s = openAt('?v=1&view=guide&lang=en&cur=USD&g.offer=lambda:gpu_1x_h100@us-east-1');
    expect(s).toHaveTextContent(
      'Lambda gpu_1x_h100 (us-east-1) has no subscription price in the dataset',
    );
    expect(s).toHaveTextContent(
      'the figures below are the guide’s example in yuan, not this offer’s',
    );
    expect(monthlyField(s)).not.toBeDisabled();
    expect(s).not.toHaveTextContent('from the dataset');
  });
});

describe('guide: own vs rent opened from a pick', () => {
  const tco = () => screen.getByRole('region', { name: /own, rent or both/i });

  it('owns the pick’s GPUs at the sourced price per GPU, in dollars for a dollar link', () => {
    // 16 H100 at 36,500 USD = 262,800 CNY each (7.2), used all month (16 × 730 h), 30 CNY per GPU-hour.
    openAt(
      '?v=1&view=guide&lang=en&cur=USD&g.per=gpu&g.gpu=h100-80gb-sxm&g.gpus=16&g.hw=262800&g.use=11680&g.price=30',
    );
    const s = tco();
    expect(s).toHaveTextContent('Owning the pick’s GPUs: 16 × h100-80gb-sxm');
    expect(s).toHaveTextContent('Purchase price per GPU from a source: $36,500');
    expect(s).toHaveTextContent('2023-06-29');
    // First year: 16 × 262,800 + 16 × (20,000 + 15,000) + 50,000 = 4,204,800 + 610,000 = 4,814,800
    // CNY = 668,722 USD.
    expect(within(s).getByText('First year of owning').nextSibling).toHaveTextContent(
      '$668,722 (¥4,814,800)',
    );
    // Hybrid: ⌈0.5 × 11,680 ÷ 730⌉ = 8 local GPUs.
    expect(s).toHaveTextContent('The hybrid’s local machine: 8 of the same GPUs');
    expect(s).toHaveTextContent('buying guide this page checks, 高性能GPU云平台选购指南');
  });

  it('says when no source prices the GPU, and the price is the user’s to type', () => {
    openAt('?v=1&view=guide&lang=en&g.per=gpu&g.gpu=h20-96gb&g.gpus=8&g.hw=0');
    expect(tco()).toHaveTextContent(
      'No source in the dataset gives a purchase price for the h20-96gb: type the price you were quoted per GPU',
    );
  });
});
