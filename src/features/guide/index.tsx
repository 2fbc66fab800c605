import { useMemo } from 'react';
import { A100_80GB_IDS, cheapestGpuHour } from '../../domain/calculators/cheapest';
import { useLinkStore } from '../../state/link-store';
import { useCatalog } from '../../state/use-catalog';
import type { GuideData } from './guide-data';
import { GuideView } from './guide-view';

/** The guide view with the dataset (lazy-loaded by the shell). */
export default function Guide() {
  const catalog = useCatalog();
  const fx = useLinkStore((s) => s.link.fx) ?? catalog.fx.cnyPerUsd;
  const data = useMemo<GuideData>(
    () => ({
      claims: catalog.claims,
      providers: catalog.providers,
      cheapestA100: cheapestGpuHour(catalog.offers, A100_80GB_IDS, fx),
      asOf: catalog.asOf,
    }),
    [catalog, fx],
  );
  return <GuideView data={data} />;
}
