import type { FatalError, ImportDiff, ImportReport, OffersFile, PriceChange } from './types';
import { rowsText } from './collapse';

const price = (p: PriceChange['from']) => `${p.onDemand ?? 'none'} / spot ${p.spot ?? 'none'}`;

const MAX_LISTED = 10;

function listed(title: string, ids: readonly string[]): string[] {
  if (ids.length === 0) return [];
  const shown = ids.slice(0, MAX_LISTED).map((id) => `    ${id}`);
  const more = ids.length > MAX_LISTED ? [`    … and ${ids.length - MAX_LISTED} more`] : [];
  return [`  ${title}:`, ...shown, ...more];
}

/** The import's summary: what changed, and what was skipped or quarantined, with reasons. */
export function formatSummary(file: OffersFile, diff: ImportDiff, report: ImportReport): string[] {
  const c = report.counts;
  const skippedTotal = report.skipped.reduce((sum, s) => sum + s.rows, 0);
  const lines = [
    `${file.provider}: ${c.rows} rows, ${c.acceleratorRows} with an accelerator → ${c.offers} offers (${c.offerRows} rows collapsed to one offer per instance type and region), as of ${file.asOf}`,
    `  added ${diff.added.length} · removed ${diff.removed.length} · repriced ${diff.repriced.length} · changed ${diff.changed.length} · unchanged ${diff.unchanged} · skipped ${skippedTotal} rows · quarantined ${report.quarantined.length} rows`,
    ...listed('added', diff.added),
    ...listed('removed (no longer listed)', diff.removed),
    ...listed(
      'repriced',
      diff.repriced.map((r) => `${r.id}: ${price(r.from)} → ${price(r.to)}`),
    ),
    ...listed('changed, same prices', diff.changed),
  ];
  if (report.skipped.length > 0) {
    lines.push('  skipped:', ...report.skipped.map((s) => `    ${s.rows} × ${s.reason}`));
  }
  if (report.quarantined.length > 0) {
    lines.push(
      '  quarantined:',
      ...report.quarantined.map(
        (q) =>
          `    ${q.instanceType}@${q.region}${q.zone ? ` (${q.zone})` : ''} ${rowsText(q.rows)}: ${q.reason}`,
      ),
    );
  }
  lines.push(
    `  rules: ${c.vgpuShareOffers} vGPU offers (gpuShare, vgpu-share) · ${c.unknownGpuOffers} offers on GPUs with unknown specs (${file.gpus.length} GPU entries) · ${c.spotAboveOnDemandOffers} with spot above on-demand (flagged) · ${c.mibRows} rows MiB → GiB · ${c.cnyConvertedPrices} prices USD → CNY`,
    `  prices: ${file.currencyNote}`,
  );
  if (report.unmapped.length > 0) {
    lines.push(
      `  not in the mapping table (kept as unknown-spec GPUs): ${report.unmapped.join(', ')}`,
    );
  }
  lines.push(...report.warnings.map((w) => `  warning: ${w}`));
  return lines;
}

/** A fatal report: every reason with the rows it concerns. */
export function formatErrors(errors: readonly FatalError[]): string[] {
  return [
    'import stopped; nothing was written:',
    ...errors.map((e) => `  ${e.rows.length > 0 ? `${rowsText(e.rows)}: ` : ''}${e.reason}`),
  ];
}
