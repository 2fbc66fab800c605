import { createContext, useContext } from 'react';
import type { CheapestGpuHour } from '../../domain/calculators/cheapest';
import type { Claim, Offer, Provider } from '../../domain/catalog/schema';
import { DATASET_FX } from '../../domain/units/money';

/** What the guide reads from the dataset (the catalog in the app, fixtures in tests). */
export interface GuideData {
  claims: readonly Claim[];
  providers: readonly Provider[];
  /** The cheapest on-demand A100 80GB GPU-hour in the catalog, or null. */
  cheapestA100: CheapestGpuHour | null;
  /** The date of the dataset's prices, YYYY-MM-DD. */
  asOf: string;
  /** CNY per USD: the link's rate, else the dataset's. */
  fx: number;
  /** A dataset offer by id (a retired id followed), for a calculator opened from a pick. */
  findOffer: (id: string) => Offer | undefined;
  /** A GPU's name (its id when the dataset lacks it). */
  gpuName: (id: string) => string;
}

export const GuideDataContext = createContext<GuideData>({
  claims: [],
  providers: [],
  cheapestA100: null,
  asOf: '',
  fx: DATASET_FX.cnyPerUsd,
  findOffer: () => undefined,
  gpuName: (id) => id,
});

export const useGuideData = (): GuideData => useContext(GuideDataContext);
