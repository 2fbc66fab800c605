/**
 * The subscription calculator opened from a ranked pick (`g.offer`): the pick's month of
 * subscription and pay-as-you-go hour from the dataset, in the page's currency, each with its
 * source and date. A pick without a subscription price says so; the guide's example figures are
 * then shown as the guide's, never as the pick's.
 */
import { useMemo } from 'react';
import { offerSubscriptionPrices, type SourcedPrice } from '../../domain/calculators/subscription';
import { termCost } from '../../domain/catalog/commitments';
import type { Currency } from '../../domain/units/money';
import { offerName } from './offer-name';
import { useLinkStore } from '../../state/link-store';
import { Button } from '../../ui/button';
import { useCalculator } from './use-calculator';

export type PickState =
  | { state: 'none'; priced: false }
  | { state: 'missing'; priced: false; id: string }
  | { state: 'unpriced'; priced: false; name: string }
  | {
      state: 'priced';
      priced: true;
      name: string;
      currency: Currency;
      monthly: number;
      hourly: number;
      sources: { monthly: SourcedPrice; hourly: SourcedPrice };
      /**
       * The pick's own longer subscription (12 months when listed, else its longest): its term
       * and its discount on the monthly price, in place of the guide's example of 12 at 15 %.
       */
      term: { months: number; discount: number; asOf: string } | null;
    };

/** The pick the link names, with its prices in the page's currency when it has both. */
export function usePickPrices(): PickState {
  const { values, findOffer, fx, providers, lang } = useCalculator();
  const cur = useLinkStore((s) => s.link.cur);
  const id = values['g.offer'];
  return useMemo((): PickState => {
    if (id === null) return { state: 'none', priced: false };
    const offer = findOffer(id);
    if (!offer) return { state: 'missing', priced: false, id };
    const name = offerName(offer, providers, lang);
    const { monthly, hourly } = offerSubscriptionPrices(offer, cur, fx);
    if (!monthly || !hourly) return { state: 'unpriced', priced: false, name };
    const longer = offer.commitments
      .filter((c) => c.kind === 'subscription' && c.termMonths > 1 && offer.monthly !== null)
      .sort((a, b) =>
        a.termMonths === 12 ? -1 : b.termMonths === 12 ? 1 : b.termMonths - a.termMonths,
      )[0];
    const term =
      longer && offer.monthly
        ? {
            months: longer.termMonths,
            discount: Math.max(0, 1 - termCost(longer) / (offer.monthly * longer.termMonths)),
            asOf: longer.asOf,
          }
        : null;
    return {
      state: 'priced',
      priced: true,
      name,
      currency: cur,
      monthly: monthly.value,
      hourly: hourly.value,
      sources: { monthly, hourly },
      term,
    };
  }, [id, findOffer, fx, providers, lang, cur]);
}

/** Prices more than this many days apart are not of one moment. */
const APART_DAYS = 90;
const apart = (a: string, b: string) =>
  Math.abs(Date.parse(a) - Date.parse(b)) > APART_DAYS * 86_400_000;

/** What the pick brings to the calculator, and a way back to typed prices. */
export function PickPrices({ pick }: { pick: PickState }) {
  const { t, f, setMany } = useCalculator();
  if (pick.state === 'none') return null;
  const text =
    pick.state === 'missing'
      ? t('guide.sub.pick.missing', { offer: pick.id })
      : pick.state === 'unpriced'
        ? t('guide.sub.pick.noMonthly', { offer: pick.name })
        : t('guide.sub.pick.priced', {
            offer: pick.name,
            monthly: f.amount(pick.monthly, pick.currency),
            monthlySource: pick.sources.monthly.source,
            monthlyDate: pick.sources.monthly.asOf,
            hourly: f.amount(pick.hourly, pick.currency),
            hourlySource: pick.sources.hourly.source,
            hourlyDate: pick.sources.hourly.asOf,
          });
  return (
    <div
      className={`mt-4 rounded border p-3 text-sm ${
        pick.priced
          ? 'border-teal-200 bg-teal-50 text-teal-950'
          : 'border-amber-300 bg-amber-50 text-amber-950'
      }`}
    >
      <p className="break-words">{text}</p>
      {pick.priced && apart(pick.sources.monthly.asOf, pick.sources.hourly.asOf) ? (
        <p role="note" className="mt-1 font-medium break-words text-amber-950">
          {t('sub.dates.apart', {
            monthlyDate: pick.sources.monthly.asOf,
            hourlyDate: pick.sources.hourly.asOf,
          })}
        </p>
      ) : null}
      <Button variant="ghost" className="mt-1 px-0" onClick={() => setMany({ 'g.offer': null })}>
        {t('guide.sub.pick.clear')}
      </Button>
    </div>
  );
}
