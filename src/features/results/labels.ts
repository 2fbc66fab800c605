import type { Catalog } from '../../domain/catalog/types';
import type { OfferFacts } from '../../domain/engine';
import type { Profile } from '../../domain/engine/profile';
import { weighedKind } from '../../domain/engine/rules';
import { HOURS_PER_MONTH } from '../../domain/units/money';
import { translate, type Lang } from '../../i18n';
import { regionLabel } from '../../lib/region';

/** The region part of an offer id (`provider:type@region`); `any` for a quote (`quote:<id>`). */
export const regionOf = (offerId: string) =>
  offerId.includes('@') ? offerId.slice(offerId.lastIndexOf('@') + 1) : 'any';

/** The region of an offer id as a reader should read it (RunPod's `CA`: Canada). */
export const regionText = (lang: Lang, offerId: string) => regionLabel(regionOf(offerId), lang);

/**
 * Provider display names in one language, by id: the catalog's, then the names the user's quotes
 * give (a quote's provider as typed, "Our lab", not its id "our-lab"); unknown ids show as
 * themselves.
 */
export function providerNames(
  catalog: Catalog,
  lang: Lang,
  quotes: readonly { providerId: string; provider: string }[] = [],
): (id: string) => string {
  const names = new Map<string, string>(quotes.map((q) => [q.providerId, q.provider]));
  for (const p of catalog.providers) names.set(p.id, p.name[lang]);
  return (id) => names.get(id) ?? id;
}

/** Reads an offer id as people name the offer. */
export type OfferNamer = (offerId: string) => string;

/**
 * An offer as people name it, never its id: provider, instance type and region
 * ("Alibaba Cloud ecs.gn7i-c8g1.2xlarge, Beijing (cn-beijing)"); a quote by the provider and
 * instance its author typed. Without the provider names the provider is left out (the instance
 * type and region still say which offer it is).
 */
export function offerNamer(
  lang: Lang,
  provider?: (id: string) => string,
  quotes: readonly { id: string; provider: string; instanceType: string }[] = [],
): OfferNamer {
  const sep = lang === 'zh' ? '，' : ', ';
  return (offerId) => {
    if (offerId.startsWith('quote:')) {
      const q = quotes.find((x) => `quote:${x.id}` === offerId);
      const what = q ? `${q.provider} ${q.instanceType}` : offerId.slice('quote:'.length);
      return translate(lang, 'results.offerName.quote', { what });
    }
    const colon = offerId.indexOf(':');
    const at = offerId.lastIndexOf('@');
    if (colon < 0 || at < colon) return offerId;
    const instance = offerId.slice(colon + 1, at);
    const who = provider ? `${provider(offerId.slice(0, colon))} ` : '';
    return `${who}${instance}${sep}${regionLabel(offerId.slice(at + 1), lang)}`;
  };
}

/** "8 × A100 80GB SXM", or "1/4 of one A10 (vGPU)". */
export function gpusLabel(lang: Lang, e: OfferFacts): string {
  if (e.gpuShare < 1) {
    const share = `1/${Math.round(1 / e.gpuShare)}`;
    return translate(lang, 'results.item.share', { share, gpu: e.gpuModel });
  }
  return translate(lang, 'results.item.gpus', { count: e.gpuCount, gpu: e.gpuModel });
}

/** Short name of an offer for charts: provider, instance type, region. */
export function offerLabel(
  provider: (id: string) => string,
  e: Pick<OfferFacts, 'offerId' | 'provider' | 'instanceType'>,
  lang?: Lang,
): string {
  const region = regionOf(e.offerId);
  return `${provider(e.provider)} ${e.instanceType} · ${lang ? regionLabel(region, lang) : region}`;
}

/**
 * What a pick's cost is called: "a month" for a service costed by the month or running a month
 * (its default 730 hours), "the service" for a service running some other number of hours, else
 * "the job".
 */
export type CostName = 'job' | 'month' | 'service';
export function costName(p: Pick<Profile, 'wl' | 'per' | 'work'>): CostName {
  if (weighedKind(p) === 'month' || (p.wl === 'infer' && p.work === HOURS_PER_MONTH))
    return 'month';
  return p.wl === 'infer' ? 'service' : 'job';
}
