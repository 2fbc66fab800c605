/**
 * Resets every zustand store to its initial state after each test, as zustand's testing guide
 * describes (https://zustand.docs.pmnd.rs/guides/testing): tests never copy a store's initial
 * state by hand. Loaded by `vi.mock('zustand')` in tests/setup.ts.
 */
import { afterEach, vi } from 'vitest';
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

afterEach(async () => {
  const resetAll = () => resets.forEach((reset) => reset());
  if (typeof document === 'undefined') return resetAll();
  const { act } = await import('@testing-library/react');
  act(resetAll);
});
