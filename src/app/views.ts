import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { View } from '../domain/share/profile';

/** Each view is its own chunk, so the first screen loads only the shell. */
export const views: Record<View, LazyExoticComponent<ComponentType>> = {
  browse: lazy(() => import('../features/browse')),
  wizard: lazy(() => import('../features/wizard')),
  results: lazy(() => import('../features/results')),
  guide: lazy(() => import('../features/guide')),
};
