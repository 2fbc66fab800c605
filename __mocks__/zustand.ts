/**
 * Remembers every zustand store's initial state so that tests/setup.ts can put them all back after
 * each test, as zustand's testing guide describes (https://zustand.docs.pmnd.rs/guides/testing):
 * tests never copy a store's initial state by hand. Loaded by `vi.mock('zustand')` in
 * tests/setup.ts. The reset is called from the setup file, which runs for every test file, and not
 * registered here: a worker that runs several files loads this module only once.
 */
import { vi } from 'vitest';
import type * as Zustand from 'zustand';

export * from 'zustand';

const actual = await vi.importActual<typeof Zustand>('zustand');

const resets = new Set<() => void>();

function remember<S>(store: Zustand.StoreApi<S>) {
  const initial = store.getInitialState();
  resets.add(() => store.setState(initial, true));
}

const createUncurried = <S>(creator: Zustand.StateCreator<S>) => {
  const store = actual.create(creator);
  remember(store);
  return store;
};

export const create = (<S>(creator?: Zustand.StateCreator<S>) =>
  typeof creator === 'function'
    ? createUncurried(creator)
    : createUncurried) as typeof Zustand.create;

const createStoreUncurried = <S>(creator: Zustand.StateCreator<S>) => {
  const store = actual.createStore(creator);
  remember(store);
  return store;
};

export const createStore = (<S>(creator?: Zustand.StateCreator<S>) =>
  typeof creator === 'function'
    ? createStoreUncurried(creator)
    : createStoreUncurried) as typeof Zustand.createStore;

/** Puts every store created so far back to its initial state. */
export function resetStores(): void {
  resets.forEach((reset) => reset());
}
