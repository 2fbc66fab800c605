import type { TcoInput, TcoResult } from '../../domain/calculators/tco';
import type { MessageKey, Values } from '../../i18n';
import type { Formatters } from './format';

type T = (key: MessageKey, values?: Values) => string;

/** The sentences that state the own-vs-rent outcome, in order. */
export function tcoOutcome(i: TcoInput, r: TcoResult, t: T, f: Formatters): string[] {
  const atFull = i.gpuHoursPerMonth >= r.fullUseHours;
  const common = {
    use: f.num(i.gpuHoursPerMonth, 1),
    full: f.num(r.fullUseHours, 1),
    hw: f.money(i.hardwareCny),
    run: f.money(r.ownRunningPerMonth),
    cloud: f.money(r.cloudPerMonthFirstYear),
    life: f.num(i.lifeYears, 1),
  };
  const out: string[] = [];
  if (r.breakEvenMonth !== null) {
    out.push(t('guide.tco.out.within', { ...common, month: r.breakEvenMonth }));
  } else if (r.breakEvenMonthExtended !== null) {
    out.push(
      t(atFull ? 'guide.tco.out.laterFull' : 'guide.tco.out.later', {
        ...common,
        month: r.breakEvenMonthExtended,
      }),
    );
  } else if (r.ownRunningPerMonth >= r.cloudPerMonthFirstYear) {
    out.push(t('guide.tco.out.neverRunning', common));
  } else {
    out.push(t('guide.tco.out.never', common));
  }
  if (!atFull) {
    const m = r.fullUseBreakEvenMonth;
    if (m === null) out.push(t('guide.tco.out.fullNever', common));
    else if (m <= 36) out.push(t('guide.tco.out.fullWithin', { ...common, month: m }));
    else out.push(t('guide.tco.out.fullLater', { ...common, month: m }));
  }
  if (i.yearlyPriceChange !== 0) {
    out.push(t('guide.tco.out.trend', { trend: f.pct(i.yearlyPriceChange) }));
  }
  const last = r.series[r.series.length - 1];
  if (last) {
    out.push(
      t('guide.tco.out.cheapest', {
        option: t(`guide.tco.option.${r.cheapest}`),
        own: f.money(last.own),
        cloud: f.money(last.cloud),
        hybrid: f.money(last.hybrid),
      }),
    );
  }
  return out;
}
