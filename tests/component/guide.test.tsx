import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Claim, Provider } from '../../src/domain/catalog/schema';
import { GuideView } from '../../src/features/guide/guide-view';
import type { GuideData } from '../../src/features/guide/guide-data';
import { useLinkStore } from '../../src/state/link-store';

const unknown = { value: null, text: null, source: null };
const fact = <T,>(value: T, ref: string) => ({ value, text: null, source: { ref, date: null } });

function provider(id: string, en: string, patch: Partial<Provider>): Provider {
  return {
    id,
    name: { en, zh: en },
    billingGranularity: unknown,
    minimumChargeMinutes: unknown,
    spotNoticeMinutes: unknown,
    spotNoticeDelivery: unknown,
    spotInterruptionsPerDay: unknown,
    refundRule: unknown,
    freeTrial: unknown,
    website: null,
    ...patch,
  } as Provider;
}

const providers: Provider[] = [
  provider('aliyun', 'Alibaba Cloud', {
    refundRule: fact('paid-minus-used', 'https://example.com/aliyun-refund'),
    spotNoticeMinutes: fact(5, 'https://example.com/aliyun-spot'),
  }),
  provider('tencent', 'Tencent Cloud', {
    refundRule: fact('repriced-at-payg', 'https://example.com/tencent-refund'),
    spotNoticeMinutes: fact(2, 'https://example.com/tencent-spot'),
  }),
  provider('huawei', 'Huawei Cloud', {
    refundRule: fact('paid-minus-used-minus-fee', 'https://example.com/huawei-refund'),
  }),
  provider('aws', 'AWS', { spotNoticeMinutes: fact(2, 'https://example.com/aws-spot') }),
];

const claims: Claim[] = [
  {
    id: 'spot-notice',
    quoteZh: '5分钟预警中断',
    glossEn: 'a 5-minute interruption warning',
    verdict: 'contradicted',
    evidence: { en: 'Only Alibaba gives about 5 minutes.', zh: '只有阿里云约 5 分钟。' },
    sources: [{ ref: 'docs.example.com/spot-notices', date: '2025-09-05' }],
  },
];

const data: GuideData = {
  claims,
  providers,
  cheapestA100: { offerId: 'runpod:a100@any', cnyPerGpuHour: 11.808, asOf: '2025-06-01' },
  asOf: '2025-06-01',
  fx: 7.2,
  gpuName: (id) => id,
  findOffer: () => undefined,
};

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<GuideView data={data} />);
}

const section = (name: RegExp) => screen.getByRole('region', { name });
const field = (s: HTMLElement, label: RegExp) => within(s).getByRole('textbox', { name: label });

describe('guide: own vs rent vs hybrid', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('reproduces the guide’s worked numbers from the defaults', () => {
    openAt('?v=1&view=guide&lang=en');
    const s = section(/own, rent or both/i);
    expect(within(s).getByText('First year of owning').nextSibling).toHaveTextContent('¥185,000');
    expect(within(s).getByText('One 72 h job in the cloud').nextSibling).toHaveTextContent('¥864');
    expect(within(s).getByText('One burst of 8 GPUs × 72 h').nextSibling).toHaveTextContent(
      '¥6,912',
    );
    const status = within(s).getAllByRole('status')[0]!;
    expect(status).toHaveTextContent(
      'even at full use (730 GPU-hours a month) it breaks even only after about 60 months (¥100,000 up front + ¥7,083 a month against ¥8,760 a month in the cloud)',
    );
    expect(within(s).getByText('Break-even month (within 36)').nextSibling).toHaveTextContent(
      'none within 36 months',
    );
  });

  it('editing the use updates the sentence, the link and the chart’s data', async () => {
    const user = userEvent.setup({ delay: null });
    openAt('?v=1&view=guide&lang=en');
    const s = section(/own, rent or both/i);
    const use = field(s, /GPU-hours used per month/);
    await user.clear(use);
    await user.type(use, '100');
    expect(window.location.search).toContain('g.use=100');
    expect(within(s).getAllByRole('status')[0]).toHaveTextContent(
      'Owning never pays off at 100 GPU-hours a month',
    );
    await user.click(within(s).getByText('Show the numbers as a table'));
    const table = within(s).getByRole('table', { name: 'Cumulative cost over 36 months' });
    const month36 = within(table).getByRole('rowheader', { name: '36' }).closest('tr')!;
    // 100 GPU-hours × 12 CNY × 36 months; owning 100,000 + 85,000 × 3
    expect(month36).toHaveTextContent('¥43,200');
    expect(month36).toHaveTextContent('¥355,000');
  });

  it('draws the chart lazily with one line per option', async () => {
    const { container } = openAt('?v=1&view=guide&lang=en');
    await waitFor(() => expect(container.querySelectorAll('.recharts-line')).toHaveLength(3));
  });

  it('invalid input shows a message and keeps the last valid result', async () => {
    const user = userEvent.setup({ delay: null });
    openAt('?v=1&view=guide&lang=en');
    const s = section(/own, rent or both/i);
    const hw = field(s, /Hardware price/);
    await user.clear(hw);
    await user.type(hw, 'abc');
    expect(hw).toHaveAttribute('aria-invalid', 'true');
    expect(within(s).getByText('Not a number.')).toBeInTheDocument();
    expect(within(s).getByText('First year of owning').nextSibling).toHaveTextContent('¥185,000');
    await user.clear(hw);
    await user.type(hw, '-5');
    expect(within(s).getByText('Must not be negative.')).toBeInTheDocument();
  });

  it('a link with an invalid value uses the default and says so', () => {
    openAt('?v=1&view=guide&lang=en&g.hw=lots&g.gpus=1.5');
    const notice = screen.getByText(/Some guide inputs in the link were not valid/).parentElement!;
    expect(notice).toHaveTextContent('g.hw = “lots”: not a number; using 100000 instead');
    expect(notice).toHaveTextContent('g.gpus = “1.5”: must be a whole number; using 1 instead');
    const s = section(/own, rent or both/i);
    expect(within(s).getByText('First year of owning').nextSibling).toHaveTextContent('¥185,000');
  });

  it('with dollars chosen, results read in dollars with the yuan typed beside them', () => {
    openAt('?v=1&view=guide&lang=en&cur=USD');
    const s = section(/own, rent or both/i);
    // 185,000 CNY ÷ 7.20 CNY/USD (the dataset's dated rate) = 25,694.44 USD
    expect(within(s).getByText('First year of owning').nextSibling).toHaveTextContent(
      '$25,694 (¥185,000)',
    );
  });

  it('the switch takes the cheapest A100 80GB from the dataset', async () => {
    const user = userEvent.setup({ delay: null });
    openAt('?v=1&view=guide&lang=en');
    const s = section(/own, rent or both/i);
    await user.click(within(s).getByRole('checkbox', { name: /cheapest A100 80GB/ }));
    expect(window.location.search).toContain('g.src=a100');
    expect(field(s, /^Cloud price \(/)).toBeDisabled();
    expect(field(s, /^Cloud price \(/)).toHaveValue('11.808');
    // 72 h × 11.808 = 850.18
    expect(within(s).getByText('One 72 h job in the cloud').nextSibling).toHaveTextContent('¥850');
  });
});

describe('guide: subscription, transfer, spot and fact check', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows each provider’s refund after 4.5 of 12 months', () => {
    openAt('?v=1&view=guide&lang=en');
    const s = section(/subscription or pay-as-you-go/i);
    const row = (name: string) => within(s).getByRole('rowheader', { name }).closest('tr')!;
    // paid 51,000: Alibaba refund 31,875; Tencent 26,620; Huawei 26,775
    expect(row('Alibaba Cloud')).toHaveTextContent('¥31,875');
    expect(row('Tencent Cloud')).toHaveTextContent('¥26,620');
    expect(row('Huawei Cloud')).toHaveTextContent('¥26,775');
    expect(row('The guide’s claim')).toHaveTextContent('¥22,313');
    expect(row('Huawei Cloud')).toHaveTextContent('1.1 months');
    // leaving early costs Tencent users 24,380 − 19,125 and Huawei users the 5,100 fee
    expect(row('Tencent Cloud')).toHaveTextContent('¥5,255');
    expect(row('Huawei Cloud')).toHaveTextContent('¥5,100');
  });

  it('months used may not exceed the term', async () => {
    const user = userEvent.setup({ delay: null });
    openAt('?v=1&view=guide&lang=en');
    const s = section(/subscription or pay-as-you-go/i);
    const used = field(s, /Months used before leaving/);
    await user.clear(used);
    await user.type(used, '13');
    expect(within(s).getByText('Must be at most 12.')).toBeInTheDocument();
    expect(window.location.search).not.toContain('g.sused=13');
  });

  it('transfer cost follows the kind of data', async () => {
    const user = userEvent.setup({ delay: null });
    openAt('?v=1&view=guide&lang=en');
    const s = section(/moving data/i);
    // 10 GB of model weights at 12 CNY/GB, ratio 1.1: 109.09 (shown without decimals above 100)
    expect(within(s).getByText('With compression').nextSibling).toHaveTextContent(/^¥109\.09$/);
    await user.selectOptions(within(s).getByRole('combobox', { name: 'Kind of data' }), 'text');
    expect(within(s).getByText('With compression').nextSibling).toHaveTextContent('¥30');
    expect(window.location.search).toContain('g.ttype=text');
  });

  it('spot: Alibaba’s 5-minute notice leaves time for a checkpoint; the snippet can be copied', async () => {
    const user = userEvent.setup({ delay: null });
    openAt('?v=1&view=guide&lang=en');
    const s = section(/spot instances/i);
    expect(
      within(s).getByText(/No checkpoint can be finished within the 2-minute warning/),
    ).toBeVisible();
    expect(within(s).getByText(/spot\/instance-action/)).toBeVisible();
    await user.selectOptions(within(s).getByRole('combobox', { name: 'Provider' }), 'aliyun');
    expect(within(s).getByText(/fits in the 5-minute warning/)).toBeVisible();
    expect(within(s).getByText(/instance\/spot\/termination-time/)).toBeVisible();
    await user.click(within(s).getByRole('button', { name: 'Copy the script' }));
    expect(await navigator.clipboard.readText()).toContain('100.100.100.200');
    expect(within(s).getByText('Copied.')).toBeVisible();
    expect(within(s).getByText(/describe_instance_status/)).toBeVisible();
  });

  it('fact check shows the quote, the gloss, the verdict and the source', () => {
    openAt('?v=1&view=guide&lang=en');
    const s = section(/fact check/i);
    expect(within(s).getByText('5分钟预警中断')).toHaveAttribute('lang', 'zh-CN');
    expect(within(s).getByText(/a 5-minute interruption warning/)).toBeVisible();
    expect(within(s).getByText('Contradicted by the sources')).toBeVisible();
    expect(within(s).getByRole('link', { name: 'docs.example.com/spot-notices' })).toHaveAttribute(
      'href',
      'https://docs.example.com/spot-notices',
    );
  });
});
