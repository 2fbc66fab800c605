import '@testing-library/jest-dom/vitest';
import '../src/i18n/all';
import { afterEach, vi } from 'vitest';
import type { Catalog } from '../src/domain/catalog/types';
import { fulfilled } from '../src/lib/tracked';
import { setCatalogLoader } from '../src/state/catalog-source';
import { setUrlWriteInterval } from '../src/state/url-writer';

// Every zustand store goes back to its initial state after each test (__mocks__/zustand.ts).
vi.mock('zustand');

// Views read the catalog built in Node from the sources (the app fetches the built file); once
// imported it is at hand, so a test's first render does not wait for it.
let built: Catalog | null = null;
setCatalogLoader(() =>
  built ? fulfilled(built) : import('../src/domain/catalog').then((m) => (built = m.catalog)),
);
// Tests read the address right after each change; the app writes it at most every 250 ms.
setUrlWriteInterval(0);

// `findBy…` and `waitFor` wait up to 5 s (not 1 s): deferred and settled updates (the charts wait
// 200 ms for the inputs to settle) take longer than a second when the machine is busy running the
// other test files side by side. A test still fails when the outcome never comes.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

const { resetStores } = (await import('zustand')) as typeof import('../__mocks__/zustand');

afterEach(async () => {
  if (typeof document === 'undefined') return resetStores();
  const { act, cleanup } = await import('@testing-library/react');
  cleanup();
  act(resetStores);
});
