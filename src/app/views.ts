import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { View } from '../domain/share/profile';

/** Loads a view's chunk together with the features' messages. */
const withMessages = <T>(load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), import('../i18n/all')]).then(([module]) => module);

/** Each view is its own chunk, so the first screen loads only the shell. */
export const views: Record<View, LazyExoticComponent<ComponentType>> = {
  browse: lazy(() => withMessages(() => import('./browse-view'))),
  wizard: lazy(() => withMessages(() => import('../features/wizard'))),
  results: lazy(() => withMessages(() => import('../features/results'))),
  guide: lazy(() => withMessages(() => import('../features/guide'))),
};
