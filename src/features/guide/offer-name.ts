import type { Offer } from '../../domain/catalog/schema';
import { regionLabel } from '../../lib/region';

/** An offer as people name it: provider, instance type and region (never its id). */
export function offerName(
  offer: Offer,
  providers: readonly { id: string; name: { zh: string; en: string } }[],
  lang: 'zh' | 'en',
): string {
  const provider = providers.find((p) => p.id === offer.provider)?.name[lang] ?? offer.provider;
  const region = regionLabel(offer.region, lang, offer.provider);
  return lang === 'zh'
    ? `${provider} ${offer.instanceType}（${region}）`
    : `${provider} ${offer.instanceType} (${region})`;
}
