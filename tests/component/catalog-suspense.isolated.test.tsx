/**
 * A view that waited for the catalog renders again once it has arrived, without React's error
 * (467 inside 520: "did not call use() when it finished") that a view switch used to log.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '../../src/domain/catalog/types';
import { setCatalogLoader } from '../../src/state/catalog-source';
import { useCatalog } from '../../src/state/use-catalog';
import { makeCatalog } from '../unit/engine/fixtures';

function Offers() {
  const catalog = useCatalog(undefined, { ahead: false });
  return <p>{catalog.offers.length} offers</p>;
}

/** A page whose button switches, as a transition, to a view that reads the catalog. */
function Shell() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => startTransition(() => setShown(true))}>
        See recommendations
      </button>
      <Suspense fallback={<p>loading</p>}>{shown ? <Offers /> : <p>wizard</p>}</Suspense>
    </>
  );
}

afterEach(() => {
  setCatalogLoader(() => import('../../src/domain/catalog').then((m) => m.catalog));
  vi.restoreAllMocks();
});

describe('a view switch that waits for the catalog', () => {
  it('renders the catalog once it arrives, with no error logged', async () => {
    const catalog = makeCatalog();
    let arrive: (c: Catalog) => void = () => {};
    setCatalogLoader(() => new Promise((resolve) => (arrive = resolve)));
    const logged = vi.spyOn(console, 'error');
    const thrown: unknown[] = [];
    const onError = (e: ErrorEvent) => thrown.push(e.error);
    window.addEventListener('error', onError);
    render(<Shell />);
    await act(async () => screen.getByRole('button', { name: 'See recommendations' }).click());
    expect(screen.getByText('wizard')).toBeInTheDocument();
    await act(async () => arrive(catalog));
    expect(await screen.findByText(`${catalog.offers.length} offers`)).toBeInTheDocument();
    window.removeEventListener('error', onError);
    expect(thrown).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });
});
