/**
 * A results link records the catalog version it was ranked on (`cv`); reopened on another
 * version this page cannot date (here 2026.10.1, not in the version log), it says its prices and
 * picks may differ. Links without it open as before. What a dated version says is tested in
 * results-price-history.test.tsx.
 */
import './local-ranking';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATASET_VERSION } from '../../src/domain/catalog';
import { decode, encode } from '../../src/domain/share/codec';
import ResultsView from '../../src/features/results';
import { useLinkStore } from '../../src/state/link-store';
import { makeCatalog } from '../unit/engine/fixtures';

const catalog = { ...makeCatalog(), version: '2026.12.3' };
const LINK = '?v=1&view=results&lang=en&cur=USD&wl=train&model=7';

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  useLinkStore.getState().syncFromLocation();
  return render(<ResultsView catalog={catalog} />);
}

describe('results: the catalog version in the link', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('says prices and picks may differ when the link was made on another catalog', () => {
    openAt(`${LINK}&cv=2026.10.1`);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Prices and picks may differ from when this link was made (catalog 2026.10.1 → 2026.12.3).',
    );
  });

  it('says it in Chinese too', () => {
    openAt(`${LINK.replace('lang=en', 'lang=zh')}&cv=2026.10.1`);
    expect(screen.getByRole('note')).toHaveTextContent(
      '价格与推荐可能与生成此链接时不同（数据目录 2026.10.1 → 2026.12.3）。',
    );
  });

  it('says nothing on the same catalog, or for an older link without the version', () => {
    openAt(`${LINK}&cv=2026.12.3`);
    expect(screen.queryByRole('note')).toBeNull();
    openAt(LINK);
    expect(screen.queryByRole('note')).toBeNull();
    // The old link reads without a version and writes back without one.
    expect(decode(LINK).state.cv).toBeNull();
    expect(encode(decode(LINK).state)).toBe('v=1&view=results&lang=en&cur=USD&model=7');
  });

  it('is written when the page goes to the results', () => {
    window.history.replaceState(null, '', '/?v=1&view=wizard&lang=en&wl=train&model=7');
    useLinkStore.getState().syncFromLocation();
    useLinkStore.getState().setView('results');
    const cv = useLinkStore.getState().link.cv;
    expect(cv).toBe(DATASET_VERSION);
    expect(new URLSearchParams(encode(useLinkStore.getState().link)).get('cv')).toBe(
      DATASET_VERSION,
    );
  });
});
