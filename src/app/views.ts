import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { View } from '../domain/share/profile';
import { loadView } from './view-loaders';

/** Each view is its own chunk, so the first screen loads only the shell. */
export const views: Record<View, LazyExoticComponent<ComponentType>> = {
  browse: lazy(() => loadView('browse')),
  wizard: lazy(() => loadView('wizard')),
  results: lazy(() => loadView('results')),
  guide: lazy(() => loadView('guide')),
};
