import type { PricePoint } from '../domain/catalog/price-history';
import { translate, type Lang } from '../i18n';

interface Props {
  /** Oldest first, the current price last (`priceSeries`), in the unit the page shows. */
  points: readonly PricePoint[];
  /** A price as the page writes it ("1.99 USD/h"). */
  format: (price: number) => string;
  lang: Lang;
  className?: string;
  /** Leaves out the caption and the key (a table row already names it and keys it once). */
  bare?: boolean;
}

const W = 112;
const H = 28;
const PAD = 4;

/** A point's date as a reader should take it: captured, published, or only recorded (undated). */
export function pointDate(lang: Lang, p: PricePoint): string {
  return translate(lang, `history.date.${p.kind}`, { date: p.asOf });
}

/** The prices and dates in words, oldest first, the current one marked: the line's text. */
export function historyText(lang: Lang, points: readonly PricePoint[], format: Props['format']) {
  return points
    .map((p, i) =>
      translate(lang, i === points.length - 1 ? 'history.point.now' : 'history.point', {
        price: format(p.price),
        date: pointDate(lang, p),
      }),
    )
    .join(' → ');
}

/**
 * An offer's on-demand price over time as a small step line, with the prices and dates in words
 * beside it (what a screen reader reads; the drawing itself is hidden from it). The points are
 * evenly spaced in the order the dataset held the prices, each replacing the one before, not on
 * a time scale: an undated snapshot has no date to place it at, only the day it was recorded
 * (a dated price captured before that day can still replace it), so it is drawn hollow and says
 * "undated" in the words. One price alone draws no line.
 */
export function PriceHistory({ points, format, lang, className, bare = false }: Props) {
  if (points.length < 2) {
    return (
      <p className={className ?? 'text-sm text-slate-700'}>{translate(lang, 'history.none')}</p>
    );
  }
  const prices = points.map((p) => p.price);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (points.length - 1);
  const y = (v: number) => (hi === lo ? H / 2 : H - PAD - ((v - lo) * (H - 2 * PAD)) / (hi - lo));
  // Each price holds until the next one was recorded: a step, not a slope between them.
  const path = points
    .map((p, i) => (i === 0 ? `M${x(0)} ${y(p.price)}` : `H${x(i)} V${y(p.price)}`))
    .join(' ');
  return (
    <figure className={className ?? 'text-sm text-slate-700'}>
      {bare ? null : (
        <figcaption className="font-medium">{translate(lang, 'history.title')}</figcaption>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <svg
          aria-hidden="true"
          data-price-line
          width={W}
          height={H}
          viewBox={`0 0 ${W} ${H}`}
          className="shrink-0 text-teal-700"
        >
          <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" />
          {points.map((p, i) => (
            <circle
              key={i}
              cx={x(i)}
              cy={y(p.price)}
              r="2.5"
              fill={p.kind === 'undated-snapshot' ? 'white' : 'currentColor'}
              stroke="currentColor"
              strokeWidth="1.25"
            />
          ))}
        </svg>
        <p data-price-history>{historyText(lang, points, format)}</p>
      </div>
      {bare ? null : (
        <p className="mt-0.5 text-xs text-slate-600">{translate(lang, 'history.key')}</p>
      )}
    </figure>
  );
}
