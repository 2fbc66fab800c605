import { useMemo, useState } from 'react';
import { A100_80GB_IDS, cheapestGpuHour } from '../../domain/calculators/cheapest';
import { resolveOfferId } from '../../domain/catalog/merge';
import { useLinkStore } from '../../state/link-store';
import { useCatalog } from '../../state/use-catalog';
import type { GuideData } from './guide-data';
import { GuideView } from './guide-view';
import { DrawInTurn } from '../../ui/in-turn';
import { rateInForce } from '../../domain/units/money';

/** The guide view with the dataset (lazy-loaded by the shell). */
export default function Guide() {
  const catalog = useCatalog();
  const fx = rateInForce(
    useLinkStore((s) => s.link.fx),
    catalog.fx,
  );
  const data = useMemo<GuideData>(() => {
    const byId = new Map(catalog.offers.map((o) => [o.id, o]));
    const names = new Map(catalog.gpus.map((g) => [g.id, g.name]));
    return {
      claims: catalog.claims,
      providers: catalog.providers,
      cheapestA100: cheapestGpuHour(catalog.offers, A100_80GB_IDS, fx),
      asOf: catalog.asOf,
      fx,
      findOffer: (id) => byId.get(resolveOfferId(id, catalog.aliases)),
      gpuName: (id) => names.get(id) ?? id,
    };
  }, [catalog, fx]);
  // The lower sections are drawn once the page is idle, unless the link points into one.
  const [inTurn] = useState(() => window.location.hash === '');
  return (
    <DrawInTurn value={inTurn}>
      <GuideView data={data} />
    </DrawInTurn>
  );
}
