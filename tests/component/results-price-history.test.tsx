/**
 * A pick's on-demand price over time in its open row, and what a results link reopened on
 * another catalog version says changed since it was made, on a two-offer fixture catalog (its
 * providers are named by their ids, hence "lambda").
 *
 * The two Lambda offers carry the same single A100 80GB SXM; `gpu_1x_a100_sxm4` costs 1.99 USD/h
 * (was 1.29 when recorded on 2026-11-09, and 1.10 captured on 2026-06-01), `gpu_1x_a100_b`
 * 2.50 USD/h with no earlier price. Same speed and memory, so the cheaper one ranks first.
 * Catalog 2026.12.1 held prices up to 2026-11-09: on that day the first offer cost 1.29, the
 * second 2.50 (its one price is dated 2025-05-01) — one of the two shown prices changed.
 */
import './local-ranking';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OfferInput } from '../../src/domain/catalog/schema';
import ResultsView from '../../src/features/results';
import { useLinkStore } from '../../src/state/link-store';
import { catalogWith, offerInput } from '../unit/engine/fixtures';

const CHEAP = 'lambda:gpu_1x_a100_sxm4@r1';
const DEAR = 'lambda:gpu_1x_a100_b@r1';

const withHistory: OfferInput = {
  ...offerInput({
    provider: 'lambda',
    type: 'gpu_1x_a100_sxm4',
    gpu: 'a100-80gb-sxm',
    onDemand: 1.99,
  }),
  asOf: '2026-12-04',
  asOfKind: 'undated-snapshot',
  priceHistory: [
    {
      onDemand: 1.29,
      asOf: '2026-11-09',
      asOfKind: 'undated-snapshot',
      source: { ref: 'test fixture v7', date: null },
    },
    {
      onDemand: 1.1,
      asOf: '2026-06-01',
      asOfKind: 'captured',
      source: { ref: 'test fixture page', date: '2026-06-01' },
    },
  ],
};
const oneDated = offerInput({
  provider: 'lambda',
  type: 'gpu_1x_a100_b',
  gpu: 'a100-80gb-sxm',
  onDemand: 2.5,
});

const catalog = { ...catalogWith([withHistory, oneDated]), version: '2026.12.3' };
const LINK = '?v=1&view=results&lang=en&cur=USD&wl=finetune&model=7&prov=lambda';

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<ResultsView catalog={catalog} />);
}

const row = (id: string) => document.querySelector<HTMLElement>(`li[data-offer-id="${id}"]`)!;

async function openRow(id: string) {
  await userEvent.click(within(row(id)).getByRole('button', { name: /^Details/ }));
}

describe('results: a pick’s price over time', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('lists every earlier price with what its date means, oldest first', async () => {
    openAt(LINK);
    await openRow(CHEAP);
    const figure = row(CHEAP).querySelector('figure')!;
    expect(figure.querySelector('figcaption')).toHaveTextContent('On-demand price over time');
    expect(figure.querySelector('[data-price-history]')).toHaveTextContent(
      '$1.1/h (captured 2026-06-01) → $1.29/h (undated, recorded 2026-11-09) → ' +
        '$1.99/h (undated, recorded 2026-12-04, current)',
    );
    // Three points, drawn; the two undated ones hollow.
    const circles = [...figure.querySelectorAll('svg circle')];
    expect(circles.map((c) => c.getAttribute('fill'))).toEqual(['currentColor', 'white', 'white']);
  });

  it('says so instead of drawing a line when there is one price only', async () => {
    openAt(LINK);
    await openRow(DEAR);
    expect(
      within(row(DEAR)).getByText('On-demand price over time: no earlier price recorded.'),
    ).toBeVisible();
    expect(row(DEAR).querySelector('svg[data-price-line]')).toBeNull();
  });

  it('writes it in Chinese too', async () => {
    openAt(LINK.replace('lang=en', 'lang=zh'));
    await userEvent.click(within(row(CHEAP)).getByRole('button', { name: /的详情$/ }));
    expect(row(CHEAP).querySelector('[data-price-history]')).toHaveTextContent(
      '$1.1/小时（2026-06-01 采集） → $1.29/小时（无日期，2026-11-09 记录） → ' +
        '$1.99/小时（无日期，2026-12-04 记录，现价）',
    );
  });
});

describe('results: a link reopened on another catalog says what changed', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('counts the changed prices and names the top pick’s change with dates', async () => {
    openAt(`${LINK}&cv=2026.12.1`);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'This link was made on catalog 2026.12.1, with prices up to 2026-11-09; this is catalog 2026.12.3.',
    );
    await waitFor(() =>
      expect(note).toHaveTextContent(
        'At least 1 of the 2 picks shown has a new price since then (dated after 2026-11-09).',
      ),
    );
    expect(note).toHaveTextContent(
      'The top pick, lambda gpu_1x_a100_sxm4, r1, was $1.29/h (undated, recorded 2026-11-09); ' +
        'it is $1.99/h (undated, recorded 2026-12-04) now.',
    );
    expect(note).not.toHaveTextContent(CHEAP);
  });

  it('says whether the first pick the link recorded is still first', async () => {
    const first = openAt(`${LINK}&cv=2026.12.1&top=${encodeURIComponent(CHEAP)}`);
    await waitFor(() =>
      expect(screen.getByRole('note')).toHaveTextContent(
        'The first pick when the link was made, lambda gpu_1x_a100_sxm4, r1, is still first.',
      ),
    );
    first.unmount();
    const second = openAt(`${LINK}&cv=2026.12.1&top=${encodeURIComponent(DEAR)}`);
    await waitFor(() =>
      expect(screen.getByRole('note')).toHaveTextContent(
        'The first pick when the link was made, lambda gpu_1x_a100_b, r1, is now number 2.',
      ),
    );
    second.unmount();
    openAt(`${LINK}&cv=2026.12.1&top=${encodeURIComponent('lambda:gpu_8x_gone@r1')}`);
    await waitFor(() =>
      expect(screen.getByRole('note')).toHaveTextContent(
        'The first pick when the link was made, lambda gpu_8x_gone, r1, is no longer listed.',
      ),
    );
  });

  it('says it in Chinese too', async () => {
    openAt(`${LINK.replace('lang=en', 'lang=zh')}&cv=2026.12.1&top=${encodeURIComponent(DEAR)}`);
    const note = await screen.findByRole('note');
    await waitFor(() => expect(note).toHaveTextContent('现排第 2'));
    expect(note).toHaveTextContent(
      '此链接生成于数据目录 2026.12.1（价格截至 2026-11-09）；当前为数据目录 2026.12.3。',
    );
    expect(note).toHaveTextContent(
      '显示的 2 个推荐中至少有 1 个此后有新价格（日期晚于 2026-11-09）。',
    );
    expect(note).toHaveTextContent(
      '首选 lambda gpu_1x_a100_sxm4，r1 当时为 $1.29/小时（无日期，2026-11-09 记录），现在为 $1.99/小时（无日期，2026-12-04 记录）。',
    );
  });

  it('says when no shown price is recorded as changed, without claiming nothing changed', async () => {
    // 2026.12.2 held prices up to 2026-12-04: both offers' current prices are dated by then.
    openAt(`${LINK}&cv=2026.12.2`);
    const note = await screen.findByRole('note');
    await waitFor(() =>
      expect(note).toHaveTextContent(
        'None of the 2 picks shown has a price change recorded since then; other prices and the picks may still differ.',
      ),
    );
    expect(note).not.toHaveTextContent('The top pick');
  });

  it('on the catalog the link was made on, says nothing: no price dated after it changed', async () => {
    openAt(`${LINK}&cv=2026.12.3`);
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('falls back to "may differ" for a version it cannot place, or an altered one', async () => {
    for (const cv of ['2099.1.1', '__proto__', 'x<y>"z', 'toString']) {
      const view = openAt(`${LINK}&cv=${encodeURIComponent(cv)}&top=${encodeURIComponent(DEAR)}`);
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(
        `Prices and picks may differ from when this link was made (catalog ${cv} → 2026.12.3).`,
      );
      expect(note).not.toHaveTextContent('At least');
      view.unmount();
    }
  });

  it('records the first pick with the version when the link is made on this catalog', async () => {
    openAt(`${LINK}&cv=2026.12.3`);
    await waitFor(() => expect(useLinkStore.getState().link.top).toBe(CHEAP));
  });

  it('keeps an older link’s recorded first pick', async () => {
    openAt(`${LINK}&cv=2026.12.1&top=${encodeURIComponent(DEAR)}`);
    await screen.findAllByRole('listitem');
    expect(useLinkStore.getState().link.top).toBe(DEAR);
  });
});
