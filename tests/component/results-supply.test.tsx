import './local-ranking';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csvRows, markdownSummary } from '../../src/features/results/export';
import { supplyVerdictCn } from '../../src/domain/catalog/data/supply-cn';
import { DEFAULT_PROFILE } from '../../src/domain/engine/profile';
import ResultsView from '../../src/features/results';
import { useLinkStore } from '../../src/state/link-store';
import { makeCatalog } from '../unit/engine/fixtures';
import { entry, result } from './results-fixtures';

const catalog = makeCatalog();
const LINK = '?v=1&view=results&lang=en&cur=USD&wl=train&model=7';

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<ResultsView catalog={catalog} />);
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Ranked offers' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Ranked offers');

describe('supply verdicts on picks for a team in mainland China', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('every NVIDIA pick carries its status and, in its open row, the dated events', () => {
    openAt(`${LINK}&loc=cn`);
    const picks = rows();
    let checked = 0;
    for (const row of picks) {
      const gpuId = catalog.offers.find((o) => o.id === row.getAttribute('data-offer-id'))?.gpu;
      const vendor = catalog.gpus.find((g) => g.id === gpuId)?.vendor;
      if (vendor !== 'NVIDIA') continue;
      expect(within(row).getByRole('heading', { level: 3 }).textContent).toMatch(
        /licence|case by case|sold to China|no dated rule|not sold/,
      );
      const note = row.querySelector('[data-supply]');
      expect(note?.textContent).toMatch(/Supply in mainland China \(checked 2026-12-05\)/);
      expect(note?.textContent).toMatch(/\d{4}-\d{2}-\d{2}: /);
      expect(note?.textContent).toMatch(/Source: /);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a team outside China sees no supply verdict', () => {
    openAt(LINK);
    for (const row of rows()) expect(row.querySelector('[data-supply]')).toBeNull();
  });
});

describe('compute vouchers entered beside the results', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('a mainland team types provider:percent and the link carries it; bad text is refused', async () => {
    openAt(`${LINK}&loc=cn`);
    const field = screen.getByRole('textbox', { name: /Compute vouchers/ });
    await userEvent.type(field, 'lambda:30{Enter}');
    expect(new URLSearchParams(window.location.search).get('vch')).toBe('lambda:30');
    // Each Lambda pick says its price is after the voucher; no other provider's does.
    const marked = await screen.findAllByText('voucher −30 %');
    for (const badge of marked) {
      expect(badge.closest('li')?.getAttribute('data-offer-id')).toMatch(/^lambda:/);
    }
    await userEvent.clear(field);
    await userEvent.type(field, 'lambda:300{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(new URLSearchParams(window.location.search).get('vch')).toBe('lambda:30');
  });

  it('is not offered to a team that did not say it is in mainland China', () => {
    openAt(LINK);
    expect(screen.queryByRole('textbox', { name: /Compute vouchers/ })).toBeNull();
  });
});

describe('supply verdicts in the exports', () => {
  const supply = (gpu: string) => supplyVerdictCn({ id: gpu, vendor: 'NVIDIA' });
  const ranking = result({ ranked: [entry(1, { gpu: 'a800-80gb', gpuModel: 'A800 80GB' })] });

  it('the CSV has a supplyCn column, filled only when asked for a mainland team', () => {
    const withSupply = csvRows(ranking, 'en', undefined, { supply });
    expect(withSupply.fields.at(-1)).toBe('supplyCn');
    expect(withSupply.rows[0]?.supplyCn).toMatch(/^licence needed: .*2023-11-17/);
    expect(csvRows(ranking, 'zh', undefined, { supply }).rows[0]?.supplyCn).toMatch(/^需许可证：/);
    expect(csvRows(ranking, 'en').rows[0]?.supplyCn).toBeNull();
  });

  it('the Markdown summary adds the status with the newest event’s date', () => {
    const md = markdownSummary(ranking, {
      lang: 'en',
      profile: { ...DEFAULT_PROFILE, loc: 'cn' },
      provider: (id) => id,
      asOf: '2026-12-05',
      fx: 7,
      url: 'https://example.test/',
      supply,
    });
    expect(md).toMatch(/Supply in mainland China/);
    expect(md).toMatch(/licence needed \(2023-11-17\)/);
  });
});
