import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chartsDataFrom, type ChartsInput } from '../../src/features/results/charts/chart-data';
import { ChartFrame } from '../../src/ui/chart-frame';
import ChartsPanel from '../../src/features/results/charts/charts-panel';
import { useLinkStore } from '../../src/state/link-store';
import type { RankResult } from '../../src/domain/engine/types';
import { rankedPoints } from '../../src/domain/ranking-head';
import { entry, result, spotAlt } from './results-fixtures';

/** What the worker posts of a ranking for its charts: the picks and every entry's figures. */
const posted = (r: RankResult) => ({
  top: r.ranked,
  points: rankedPoints(r.ranked),
  pareto: r.pareto,
  currency: r.currency,
});

const input = (over: Partial<ChartsInput> = {}): ChartsInput => ({
  workload: 'train',
  per: 'job',
  costName: 'job',
  spot: true,
  top: 2,
  label: (e) => e.instanceType,
  ...over,
});

const a = entry(1, {
  estCost: 20,
  estHours: 10,
  monthlyCost: 1460,
  effectiveGpus: 1,
  alternative: spotAlt({ estCost: 11, monthlyCost: 700 }),
});
const b = entry(2, {
  pricing: 'spot',
  estCost: 30,
  estHours: 5,
  monthlyCost: 900,
  effectiveGpus: 2,
  alternative: { ...spotAlt(), pricing: 'on-demand', estCost: 40, monthlyCost: 2000 },
});
const c = entry(3, { estCost: 50, estHours: 8, monthlyCost: 3000, effectiveGpus: 1.5 });
const ranking = result({ ranked: [a, b, c], pareto: [b.offerId, a.offerId] });

describe('chart data from a ranking', () => {
  it('takes cost, wall time, picks and the frontier from the ranking', () => {
    const data = chartsDataFrom(posted(ranking), input());
    expect(data.perfAxis).toBe('hours');
    expect(data.points).toEqual([
      { id: a.offerId, label: 'gpu_1x', cost: 20, perf: 10, pick: true, frontier: true },
      { id: b.offerId, label: 'gpu_2x', cost: 30, perf: 5, pick: true, frontier: true },
      { id: c.offerId, label: 'gpu_3x', cost: 50, perf: 8, pick: false, frontier: false },
    ]);
    expect(data.costs.map((x) => [x.id, x.cost])).toEqual([
      [a.offerId, 20],
      [b.offerId, 30],
    ]);
    expect(data.spot).toEqual([
      { id: a.offerId, label: 'gpu_1x', tick: '1. gpu_1x', onDemand: 20, spot: 11 },
      { id: b.offerId, label: 'gpu_2x', tick: '2. gpu_2x', onDemand: 40, spot: 30 },
    ]);
  });

  it('uses the monthly cost when the budget is per month', () => {
    const data = chartsDataFrom(posted(ranking), input({ per: 'month', costName: 'month' }));
    expect(data.costs.map((x) => x.cost)).toEqual([1460, 900]);
    expect(data.spot.map((x) => [x.onDemand, x.spot])).toEqual([
      [1460, 700],
      [2000, 900],
    ]);
  });

  it('plots speed for a service and finds the cheaper-or-faster frontier itself', () => {
    const d = entry(4, { estCost: 20, effectiveGpus: 0.5 });
    const data = chartsDataFrom(
      posted(result({ ranked: [a, b, c, d], pareto: [a.offerId] })),
      input({ workload: 'infer' }),
    );
    expect(data.perfAxis).toBe('speed');
    // a: 20 → 1; b: 30 → 2; c: 50 → 1.5 (beaten by b); d: 20 → 0.5 (beaten by a).
    expect(data.points.filter((p) => p.frontier).map((p) => p.id)).toEqual([a.offerId, b.offerId]);
    expect(data.points.map((p) => p.perf)).toEqual([1, 2, 1.5, 0.5]);
  });
});

describe('charts panel', () => {
  beforeEach(() => {
    useLinkStore.getState().setLang('en');
  });

  it('draws three titled charts with units, summaries and table fallbacks', async () => {
    render(<ChartsPanel data={chartsDataFrom(posted(ranking), input())} animate={false} />);
    const scatter = screen.getByRole('figure', { name: 'Price vs performance' });
    const costs = screen.getByRole('figure', { name: 'Cost per offer, top picks' });
    const spot = screen.getByRole('figure', { name: 'Spot (expected) vs on-demand cost' });

    expect(scatter).toHaveTextContent(
      'Horizontal: Estimated cost of the job (USD). Vertical: Estimated wall time (hours; fewer, so faster, towards the top).',
    );
    expect(scatter).toHaveTextContent(
      '3 feasible offers. 2 of them are on the frontier: none is both cheaper and faster. Cheapest: gpu_1x at $20. Fastest: gpu_2x in 5 h.',
    );
    expect(costs).toHaveTextContent('From gpu_1x ($20) to gpu_2x ($30) across the top 2.');
    // Savings: a 20 − 11 = 9, b 40 − 30 = 10.
    expect(spot).toHaveTextContent(
      '2 of the top 2 have a spot price. The largest saving: gpu_2x, $10 less than on demand.',
    );
    expect(scatter.querySelectorAll('.recharts-scatter-symbol')).toHaveLength(3);
    expect(costs.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    expect(spot.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4);

    await userEvent.click(within(costs).getByText('Show the numbers as a table'));
    const rows = within(within(costs).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-offer-id'))).toEqual([a.offerId, b.offerId]);
    expect(rows.map((r) => r.textContent)).toEqual(['gpu_1x$20', 'gpu_2x$30']);

    await userEvent.click(within(spot).getByText('Show the numbers as a table'));
    const spotRows = within(within(spot).getByRole('table')).getAllByRole('row').slice(1);
    expect(spotRows.map((r) => r.textContent)).toEqual(['gpu_1x$20$11', 'gpu_2x$40$30']);
  });

  it('redraws with the new data once the inputs settle', async () => {
    const { rerender } = render(
      <ChartsPanel data={chartsDataFrom(posted(ranking), input())} animate={false} />,
    );
    const costs = screen.getByRole('figure', { name: 'Cost per offer, top picks' });
    expect(costs).toHaveTextContent('across the top 2.');
    rerender(
      <ChartsPanel data={chartsDataFrom(posted(ranking), input({ top: 3 }))} animate={false} />,
    );
    expect(
      await within(costs).findByText('From gpu_1x ($20) to gpu_3x ($50) across the top 3.'),
    ).toBeInTheDocument();
  });

  it('says so when spot is not allowed', () => {
    const data = chartsDataFrom(
      posted(result({ ranked: [entry(1)], pareto: [] })),
      input({ spot: false }),
    );
    render(<ChartsPanel data={data} animate={false} />);
    expect(
      screen.getByRole('figure', { name: 'Spot (expected) vs on-demand cost' }),
    ).toHaveTextContent('Spot is not allowed for this job');
  });

  it('spot allowed but no pick has a spot price: a sentence says so, and no empty chart is drawn', () => {
    const data = chartsDataFrom(posted(result({ ranked: [c], pareto: [] })), input({ spot: true }));
    render(<ChartsPanel data={data} animate={false} />);
    const spot = screen.getByRole('figure', { name: 'Spot (expected) vs on-demand cost' });
    expect(spot).toHaveTextContent('None of the top 1 has a spot price in the catalog.');
    expect(spot.querySelector('.recharts-wrapper')).toBeNull();
  });

  it('a chart that throws shows a short message and the rest keeps working', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('bad data');
    }
    render(
      <div>
        <ChartFrame lang="en" title="Broken chart" units="u" summary="s" table={() => null}>
          <Broken />
        </ChartFrame>
        <button type="button">Still here</button>
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This chart could not be drawn.');
    expect(screen.getByRole('figure', { name: 'Broken chart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Still here' })).toBeEnabled();
    spy.mockRestore();
  });
});
