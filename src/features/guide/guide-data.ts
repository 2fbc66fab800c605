import { createContext, useContext } from 'react';
import type { CheapestGpuHour } from '../../domain/calculators/cheapest';
import type { Claim, Provider } from '../../domain/catalog/schema';

/** What the guide reads from the dataset (the catalog in the app, fixtures in tests). */
export interface GuideData {
  claims: readonly Claim[];
  providers: readonly Provider[];
  /** The cheapest on-demand A100 80GB GPU-hour in the catalog, or null. */
  cheapestA100: CheapestGpuHour | null;
  /** The date of the dataset's prices, YYYY-MM-DD. */
  asOf: string;
}

export const GuideDataContext = createContext<GuideData>({
  claims: [],
  providers: [],
  cheapestA100: null,
  asOf: '',
});

export const useGuideData = (): GuideData => useContext(GuideDataContext);
