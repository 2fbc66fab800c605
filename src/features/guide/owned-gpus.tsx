/**
 * Own vs rent opened from a pick (`g.per=gpu`): which GPUs would be owned, and the purchase
 * price per GPU the sources give (converted to yuan at the page's rate), or that none does.
 */
import {
  purchasePrice as sourcedPrice,
  type PurchasePrice,
} from '../../domain/calculators/purchase-prices';
import { convert } from '../../domain/units/money';
import { useCalculator } from './use-calculator';

export interface BoughtGpu {
  gpu: string;
  /** The sourced price, or `null`: no source prices this GPU. */
  source: PurchasePrice | null;
  /** The sourced price in yuan (what `g.hw` holds when it is used). */
  cny: number | null;
}

/** The sourced purchase price of a GPU model, with its yuan value at `fx`. */
export function purchasePrice(gpu: string, fx: number): BoughtGpu {
  const source = sourcedPrice(gpu);
  const cny = source
    ? Math.round(convert(source.price, source.currency, 'CNY', fx) * 100) / 100
    : null;
  return { gpu, source, cny };
}

export function OwnedGpus({ price }: { price: BoughtGpu | null }) {
  const { t, f, values, gpuName } = useCalculator();
  const name = price ? gpuName(price.gpu) : null;
  const count = values['g.gpus'];
  return (
    <div className="mt-4 rounded border border-teal-200 bg-teal-50 p-3 text-sm text-teal-950">
      <p>
        {name
          ? t('guide.tco.owned', { gpus: count, gpu: name })
          : t('guide.tco.ownedAny', { gpus: count })}
      </p>
      {price?.source ? (
        <p className="mt-1 break-words">
          {t('guide.tco.bought', {
            price: f.amount(price.source.price, price.source.currency),
            what: price.source.what,
            source: price.source.source,
            date: price.source.asOf,
          })}
        </p>
      ) : name ? (
        <p className="mt-1 font-medium text-amber-900">
          {t('guide.tco.boughtNone', { gpu: name })}
        </p>
      ) : null}
    </div>
  );
}
