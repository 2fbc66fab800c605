import { useT } from '../../state/use-lang';
import type { RankedEntry } from '../../domain/engine';
import { percent } from './format';

const PARTS = ['performance', 'cost', 'capability'] as const;

/** The score and its three axes as small bars, each with its number as text. */
export function ScoreBars({ entry }: { entry: RankedEntry }) {
  const t = useT();
  return (
    <div className="text-sm">
      <p className="font-medium">{t('results.item.score', { score: percent(entry.score) })}</p>
      <ul className="mt-1 space-y-1">
        {PARTS.map((part) => {
          const value = percent(entry.scoreParts[part]);
          return (
            <li key={part} className="grid grid-cols-[9rem_1fr_2.5rem] items-center gap-2">
              <span className="text-slate-700">{t(`results.score.${part}`)}</span>
              <span aria-hidden="true" className="h-2 rounded bg-slate-200">
                <span className="block h-2 rounded bg-teal-700" style={{ width: `${value}%` }} />
              </span>
              <span className="text-right tabular-nums">{value}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
