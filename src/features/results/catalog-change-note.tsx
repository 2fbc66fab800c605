import { useMemo } from 'react';
import type { Offer } from '../../domain/catalog/schema';
import type { RankedEntry } from '../../domain/engine';
import { formatMoney } from '../../lib/format';
import { useT } from '../../state/use-lang';
import type { Lang } from '../../i18n';
import { pointDate } from '../../ui/price-history';
import { catalogChange } from './catalog-change';
import type { OfferNamer } from './labels';

interface Props {
  /** The link's catalog version (`cv`), other than `now`. */
  made: string;
  now: string;
  /** The first pick the link recorded (`top`). */
  pick: string | null;
  shown: readonly RankedEntry[];
  ranked: readonly RankedEntry[] | null;
  offerOf: (id: string) => Offer | undefined;
  offerName: OfferNamer;
  lang: Lang;
  /**
   * False once the reader has changed the question: the link's picks then no longer answer it,
   * and only the catalog's change is said.
   */
  asOpened: boolean;
}

/**
 * A results link reopened on another catalog version: what changed since it was made, as far as
 * the prices' dates and the link's recorded first pick can tell; otherwise that prices and picks
 * may differ.
 */
export function CatalogChangeNote(p: Props) {
  const t = useT();
  const change = useMemo(
    () =>
      p.asOpened
        ? catalogChange({
            made: p.made,
            pick: p.pick,
            shown: p.shown,
            ranked: p.ranked,
            offerOf: p.offerOf,
          })
        : null,
    [p.asOpened, p.made, p.pick, p.shown, p.ranked, p.offerOf],
  );
  const lines: string[] = [];
  if (change === null || change.madeAsOf === null) {
    lines.push(t('results.catalogChanged', { made: p.made, now: p.now }));
  } else {
    lines.push(
      t('results.catalogChanged.dated', { made: p.made, date: change.madeAsOf, now: p.now }),
    );
    if (change.shown > 0) {
      lines.push(
        change.changed > 0
          ? t('results.catalogChanged.count', {
              count: change.changed,
              shown: change.shown,
              date: change.madeAsOf,
            })
          : t('results.catalogChanged.none', { shown: change.shown }),
      );
    }
    if (change.top) {
      const { entry, before, after } = change.top;
      const price = (v: number) =>
        t('results.item.pricePerHourShort', { price: formatMoney(v, entry.currency, p.lang) });
      lines.push(
        t('results.catalogChanged.top', {
          offer: p.offerName(entry.offerId),
          before: t('history.point', {
            price: price(before.price),
            date: pointDate(p.lang, before),
          }),
          after: t('history.point', { price: price(after.price), date: pointDate(p.lang, after) }),
        }),
      );
    }
  }
  const pick = change?.pick;
  if (pick) {
    const offer = p.offerName(pick.offerId);
    lines.push(
      pick.rank === 1
        ? t('results.catalogChanged.pickFirst', { offer })
        : pick.rank !== null
          ? t('results.catalogChanged.pickMoved', { offer, rank: pick.rank })
          : t(pick.listed ? 'results.catalogChanged.pickOut' : 'results.catalogChanged.pickGone', {
              offer,
            }),
    );
  }
  return (
    <div
      role="note"
      className="mt-3 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
    >
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}
