import './local-ranking';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { rank } from '../../src/domain/engine';
import { decode } from '../../src/domain/share/codec';
import ResultsView from '../../src/features/results';
import { useLinkStore } from '../../src/state/link-store';
import { makeCatalog } from '../unit/engine/fixtures';

const catalog = makeCatalog();
const OPTIONS = { cur: 'USD', fx: 7.2, asOf: '2025-05-01' } as const;

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<ResultsView catalog={catalog} />);
}

const rankedIds = () =>
  within(screen.getByRole('list', { name: 'Ranked offers' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Ranked offers')
    .map((li) => li.getAttribute('data-offer-id'));

describe('results view', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('lists the offers in the engine’s order, one entry per instance type', () => {
    const link = '?v=1&view=results&lang=en&cur=USD&wl=train&model=7';
    openAt(link);
    const expected = rank(decode(link).state.profile, catalog, OPTIONS).ranked.map(
      (e) => e.offerId,
    );
    expect(rankedIds()).toEqual(expected);
    // Hand-checked on the fixture: four instance types fit 105.7 GiB; p4de's second region is folded.
    expect(expected).toHaveLength(4);
    const p4de = screen
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('data-offer-id') === 'aws:p4de.24xlarge@r1');
    expect(p4de).toHaveTextContent('Same price and fit in 1 more regions: r2');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('lists ruled-out offers apart, grouped by the first failed constraint', async () => {
    openAt('?v=1&view=results&lang=en&cur=USD&wl=train&model=7');
    const section = screen.getByRole('region', { name: 'Ruled out' });
    const groups = section.querySelectorAll('details');
    expect([...groups].map((g) => g.getAttribute('data-reason'))).toEqual([
      'engine.excluded.memory',
      'engine.excluded.no-price',
      'engine.excluded.speed-unknown',
    ]);
    // the capacity differs between the group's offers: the title names the reason, each row its figures
    const memory = within(section).getByText('Too little GPU memory: 5');
    await userEvent.click(memory);
    const ids = [...(groups[0]?.querySelectorAll('li') ?? [])].map((li) =>
      li.getAttribute('data-offer-id'),
    );
    expect(ids.sort()).toEqual([
      'aliyun:ecs.gn7i-c8g1.2xlarge@cn-hangzhou',
      'aliyun:ecs.gn7i-c8g1.2xlarge@us-east-1',
      'aliyun:ecs.sgn7i-vws-m2.xlarge@cn-hangzhou',
      'hourly:t4.xl@r1',
      'lambda:gpu_1x_a100_sxm4@r1',
    ]);
    expect(groups[0]).toHaveTextContent(
      'Needs about 105.1 GiB of GPU memory; this instance has 16 GiB',
    );
  });

  it('re-renders the explanations when the language changes', async () => {
    openAt('?v=1&view=results&lang=en&cur=USD&wl=train&model=7');
    const list = screen.getByRole('list', { name: 'Ranked offers' });
    expect(list).toHaveTextContent('No other choice is both faster and cheaper');
    useLinkStore.getState().setLang('zh');
    expect(await screen.findByRole('heading', { level: 1, name: '推荐结果' })).toBeInTheDocument();
    const zhList = screen.getByRole('list', { name: '排序后的报价' });
    expect(zhList).toHaveTextContent('没有别的选择能同时更快且更便宜');
    expect(zhList).not.toHaveTextContent('No other choice is both faster and cheaper');
  });

  it('updates live from the adjust panel and keeps the list on an invalid entry', async () => {
    openAt('?v=1&view=results&lang=en&cur=USD&wl=train&model=7');
    const model = screen.getByLabelText('Model size (billions of parameters)', { exact: false });
    await userEvent.clear(model);
    await userEvent.type(model, '70');
    expect(window.location.search).toContain('model=70');
    const at70 = rank(decode('?wl=train&model=70').state.profile, catalog, OPTIONS).ranked;
    expect(rankedIds()).toEqual(at70.map((e) => e.offerId));

    await userEvent.type(model, 'x');
    expect(
      screen.getByText(/^Not a (number|model in the catalog\b).*\. The ranking still uses 70\.$/),
    ).toBeInTheDocument();
    expect(model).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.search).toContain('model=70');
    expect(rankedIds()).toEqual(at70.map((e) => e.offerId));

    await userEvent.clear(model);
    await userEvent.type(model, '７');
    expect(window.location.search).toContain('model=7');
    expect(model).not.toHaveAttribute('aria-invalid');
  });

  it('opens the guide’s own-vs-rent calculator with the pick’s price per GPU-hour in CNY', async () => {
    // Only lambda's single A100 (1.8 USD/h, 72 h = 129.6 USD) fits a 200 USD budget here.
    openAt('?v=1&view=results&lang=en&cur=USD&wl=infer&model=7&work=72&budget=200&prov=lambda');
    expect(rankedIds()).toEqual(['lambda:gpu_1x_a100_sxm4@r1']);
    await userEvent.click(screen.getByRole('button', { name: /^Details of / }));
    await userEvent.click(screen.getByRole('button', { name: 'Own vs rent for this pick' }));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('view')).toBe('guide');
    expect(params.get('g.price')).toBe('12.96'); // 1.8 USD × 7.2 CNY per USD, one GPU
    // Owning the pick's GPU: one A100 at the sourced 15,000 USD × 7.2 = 108,000 CNY, used for the
    // pick's job once a year (72 GPU-hours a year: 6 a month).
    expect(params.get('g.per')).toBe('gpu');
    expect(params.get('g.gpu')).toBe('a100-80gb-sxm');
    expect(params.get('g.gpus')).toBeNull(); // one GPU: the default
    expect(params.get('g.hw')).toBe('108000');
    expect(params.get('g.use')).toBe('6');
    expect(params.get('g.resid')).toBe('40'); // straight-line: 24 of 60 months left
  });

  it('opens the guide’s subscription calculator on the pick, in the ranking’s currency', async () => {
    openAt('?v=1&view=results&lang=en&cur=USD&wl=infer&model=7&work=72&budget=200&prov=lambda');
    await userEvent.click(screen.getByRole('button', { name: /^Details of / }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Subscription or pay-as-you-go for this pick' }),
    );
    const params = new URLSearchParams(window.location.search);
    expect(params.get('view')).toBe('guide');
    expect(params.get('g.offer')).toBe('lambda:gpu_1x_a100_sxm4@r1');
    expect(params.get('cur')).toBe('USD');
    expect(window.location.hash).toBe('#subscription');
  });

  it('shows ten at first and ten more on request', async () => {
    const many = makeCatalog(
      Array.from({ length: 23 }, (_, i) => ({
        provider: 'lambda',
        type: `gpu_${i}`,
        gpu: 'a100-80gb-sxm',
        onDemand: 1 + i / 10,
      })),
    );
    window.history.replaceState(null, '', '/?v=1&view=results&lang=en&cur=USD');
    useLinkStore.getState().syncFromLocation();
    render(<ResultsView catalog={many} />);
    const ids = rank(decode('?cur=USD').state.profile, many, OPTIONS).ranked.map((e) => e.offerId);
    expect(ids).toHaveLength(23);
    expect(rankedIds()).toEqual(ids.slice(0, 10));
    await userEvent.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(rankedIds()).toEqual(ids.slice(0, 20));
    await userEvent.click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(rankedIds()).toEqual(ids);
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  });
});

describe('results view: budgets and dead ends', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows a near miss of the budget as over budget, with the engine’s warning', () => {
    // Hand-checked on the fixture: 2×A100 PCIe costs 120 USD for the job, the cheapest; a
    // budget of 100 leaves nothing within it, so this near miss (≤ 1.25×) is ranked, over budget.
    openAt('?v=1&view=results&lang=en&cur=USD&wl=train&model=7&budget=100');
    const item = screen
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('data-offer-id') === 'vague:a100.pcie@r1');
    expect(item).toBeDefined();
    expect(item).toHaveTextContent('20 % over the $100 budget');
    const budget = within(item as HTMLElement).getByText('Within budget', { exact: false });
    expect(budget.parentElement).toHaveTextContent('no');
  });

  it('a dead end offers one-click changes that rank an answer', async () => {
    openAt('?v=1&view=results&lang=en&cur=USD&wl=train&model=7&budget=90');
    const box = screen.getByRole('region', { name: /What to change for an answer/ });
    const raise = within(box).getByRole('link', { name: /Raise the budget to \$120: / });
    await userEvent.click(raise);
    expect(useLinkStore.getState().link.profile.budget).toBe(120);
    expect(rankedIds()[0]).toBe('vague:a100.pcie@r1');
  });
});

describe('results view: a model that cannot be sized', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('an unknown id ranks nothing and offers the closest known models as links', async () => {
    openAt('?v=1&view=results&lang=en&cur=USD&wl=infer&model=llama-9-70b');
    const alert = screen.getByRole('alert', {
      name: 'Nothing is ranked: the model cannot be sized',
    });
    expect(alert).toHaveTextContent('The model “llama-9-70b” is not in the model catalog');
    // nothing ranked, nothing counted, nothing ruled out
    expect(screen.queryByRole('list', { name: 'Ranked offers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ruled out' })).toBeNull();
    expect(screen.queryByText(/offers meet every constraint/)).toBeNull();
    // the link keeps what was typed
    expect(window.location.search).toContain('model=llama-9-70b');
    const link = within(alert).getByRole('link', { name: 'Llama 3.1 70B (llama-3.1-70b)' });
    // the page's own link with only the model changed: view, language and currency kept
    expect(link).toHaveAttribute(
      'href',
      '?v=1&view=results&lang=en&cur=USD&wl=infer&model=llama-3.1-70b',
    );
    await userEvent.click(link);
    expect(useLinkStore.getState().link.profile.model).toBe('llama-3.1-70b');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'Ranked offers' })).toBeInTheDocument();
  });

  it('a size out of range ranks nothing and says the range, in Chinese too', () => {
    openAt('?v=1&view=results&lang=zh&cur=USD&wl=infer&model=20000');
    const alert = screen.getByRole('alert', { name: '没有排名：无法估算这个模型' });
    expect(alert).toHaveTextContent('0.01 到 10,000 十亿参数');
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(screen.queryAllByRole('listitem').filter((li) => li.dataset.offerId)).toEqual([]);
  });
});
