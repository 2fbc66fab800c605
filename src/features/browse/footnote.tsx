import type { Catalog } from '../../domain/catalog/types';
import type { WorkloadKind } from '../../domain/catalog/schema';
import { formatNumber } from '../../lib/format';
import type { DisplayContext } from './display';
import { rateInForce } from '../../domain/units/money';

interface Props {
  catalog: Catalog;
  /** The link's rate override, CNY per USD, or `null` for the dataset's dated rate. */
  linkFx: number | null;
  workload: WorkloadKind;
  staleAfterDays: number;
  c: DisplayContext;
}

export function Footnote({ catalog, linkFx, workload, staleAfterDays, c }: Props) {
  const rate = formatNumber(rateInForce(linkFx, catalog.fx), c.lang, 4);
  return (
    <div className="mt-2 space-y-1 text-xs text-slate-700">
      <p>
        {linkFx === null
          ? c.t('browse.foot.fx', { rate, date: catalog.fx.asOf, source: catalog.fx.source })
          : c.t('browse.foot.fxLink', { rate })}
      </p>
      <p>{c.t('browse.foot.units')}</p>
      <p>{c.t('browse.foot.speed', { workload: c.t(`browse.workload.${workload}`) })}</p>
      <p>{c.t('browse.foot.stale', { days: staleAfterDays })}</p>
    </div>
  );
}
