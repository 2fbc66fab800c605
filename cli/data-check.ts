/**
 * `npm run data:check [-- --as-of YYYY-MM-DD]`: validates the whole dataset and prints a report
 * (offers per provider, missing prices, the oldest as-of date, offers older than 180 days, and
 * per workload the offers that can never be ranked and why, with each GPU whose speed is unknown).
 * Exits 1 when any check fails, naming the file, the record id and the field; 2 on a bad argument.
 */
import { pathToFileURL } from 'node:url';
import { todayIso } from '../src/lib/today';
import type { RawCatalog } from '../src/domain/catalog/build';
import { rawCatalog } from '../src/domain/catalog/raw';
import { dataReport, isIsoDate, type DataReport } from '../src/domain/catalog/report';
import { formatError, validateCatalog } from '../src/domain/catalog/validate';
import type { Catalog } from '../src/domain/catalog/types';
import { DEFAULT_ASSUMPTIONS } from '../src/domain/engine/assumptions';
import { rankability } from '../src/domain/rankability';
import { models as modelCatalog, type ModelSpec } from '../src/domain/models';
import { validateModels } from '../src/domain/models/schema';
import { recheckFiles } from '../src/domain/catalog/data/rechecks';
import type { RecheckFile } from '../src/domain/catalog/data/rechecks/types';
import { recheckLines, recheckReport } from '../src/domain/catalog/recheck';

/** The share of offers that should carry a date of some kind (a target, reported, not enforced). */
const DATED_TARGET = 0.9;

export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

function asOfArgument(argv: readonly string[], today: string): string | null {
  const i = argv.indexOf('--as-of');
  const inline = argv.find((a) => a.startsWith('--as-of='))?.slice('--as-of='.length);
  const value = inline ?? (i >= 0 ? argv[i + 1] : undefined);
  if (value === undefined) return today;
  return isIsoDate(value) ? value : null;
}

function print(r: DataReport, log: (line: string) => void): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  log(`dataset ${r.version}, prices as of ${r.asOf}; checked on ${r.checkedOn}`);
  log(`${r.offers} offers across ${r.providers.length} providers, ${r.gpus} GPU models`);
  log('provider    offers  no price  no spot');
  for (const p of r.providers) {
    log(
      `${p.provider.padEnd(10)} ${pad(p.offers, 7)} ${pad(p.withoutPrice, 9)} ${pad(p.withoutSpot, 8)}`,
    );
  }
  log(`offers without a price (price on request): ${r.withoutPrice.length}`);
  for (const id of r.withoutPrice) log(`  ${id}`);
  log(`offers without a spot price: ${r.withoutSpot}`);
  const d = r.priceDates;
  log(`prices with a date: ${d.dated}; undated snapshots: ${d.undated}`);
  const pct = (n: number) => `${((100 * n) / Math.max(r.offers, 1)).toFixed(1)} %`;
  log(
    `dated prices: ${pct(d.dated)} of offers (target at least ${DATED_TARGET * 100} %): ` +
      `${d.byKind.published} as stated by the source (${pct(d.byKind.published)}), ` +
      `${d.byKind.captured} captured (${pct(d.byKind.captured)}), ` +
      `${d.byKind['listed-by']} listed on or before a file's date (${pct(d.byKind['listed-by'])}), ` +
      `${d.byKind['undated-snapshot']} undated (${pct(d.byKind['undated-snapshot'])})`,
  );
  if (d.datedShare < DATED_TARGET) {
    log(
      `warning: only ${pct(d.dated)} of offers carry a date, below the ${DATED_TARGET * 100} % target`,
    );
  }
  log(`offers whose dated sources disagree by more than 10 % (newer used): ${d.disagree.length}`);
  for (const id of d.disagree) log(`  ${id}`);
  log(
    `listed, not ranked: ${d.suspect} price suspect, ${d.retired} retired; ${d.spotOnly} spot-only`,
  );
  log(`oldest as-of date: ${r.oldestAsOf ?? 'none'}`);
  log(`offers older than ${r.maxAgeDays} days: ${r.stale.length}`);
  for (const s of r.stale) log(`  ${s.id} (as of ${s.asOf}, ${s.days} days)`);
  log(`price dates per provider (ages on ${r.checkedOn}; stale after ${r.maxAgeDays} days):`);
  for (const f of r.freshness) {
    const newest = f.newest
      ? `newest ${f.newest.kind} ${f.newest.asOf}, ${f.newest.days} days old`
      : 'no dated price';
    log(
      `  ${f.provider.padEnd(9)} ${newest}; ${f.dated} dated (${f.stale} stale), ${f.undated} undated snapshots`,
    );
  }
  log(`retired ids kept as aliases: ${r.aliases}`);
}

const share = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

/** Offers never ranked per workload and why, then each GPU whose offers have no speed. */
function printRankability(catalog: Catalog, log: (line: string) => void): void {
  const r = rankability(catalog);
  log(`offers that cannot be ranked, per workload (of ${r.offers}):`);
  log(
    'workload   unrankable        speed unknown  (only reason)  no price  retired  price suspect',
  );
  for (const w of r.workloads) {
    const cells = [
      w.workload.padEnd(9),
      `${w.unrankable} (${share(w.unrankable, w.offers)})`.padEnd(17),
      `${w.reasons['speed-unknown']} (${share(w.reasons['speed-unknown'], w.offers)})`.padEnd(14),
      String(w.speedUnknownOnly).padStart(14),
      String(w.reasons['no-price']).padStart(9),
      String(w.reasons.retired).padStart(8),
      String(w.reasons['price-suspect']).padStart(14),
    ];
    log(cells.join(' '));
    const lacks = w.speedUnknownBy.map((b) => `${b.missing} ${b.offers}`).join(', ');
    if (lacks) log(`  speed unknown for lack of: ${lacks}`);
  }
  log(`GPUs with offers and no speed for some workload: ${r.unknownGpus.length}`);
  for (const g of r.unknownGpus) {
    log(`  ${g.gpu} (${g.name}), ${g.offers} offers; ${g.missing.join('; ')}`);
    log(`    why: ${g.reason ?? 'no reason stated'}`);
  }
}

/** Runs the check on a raw catalog; returns the exit code (0 pass, 1 failing checks, 2 bad usage). */
export function runDataCheck(
  raw: RawCatalog,
  argv: readonly string[],
  today: string,
  out: Output,
  models: readonly ModelSpec[] = modelCatalog,
  /** Independent dated copies to hold the prices against (the dataset's own in the CLI). */
  rechecks: readonly RecheckFile[] = [],
): number {
  const checkedOn = asOfArgument(argv, today);
  if (checkedOn === null) {
    out.error('data:check: --as-of expects a date YYYY-MM-DD');
    return 2;
  }
  const { errors, built } = validateCatalog(raw);
  // One staleness rule: the engine's (results, browse and the CLI warn past the same age).
  print(dataReport(built.catalog, checkedOn, DEFAULT_ASSUMPTIONS.staleAfterDays), out.log);
  printRankability(built.catalog, out.log);
  for (const note of built.mergeNotes) out.log(`note: ${note.id}: ${note.message}`);
  const recheck = recheckReport(built.catalog, rechecks, checkedOn);
  for (const line of recheckLines(recheck)) out.log(line);
  const modelErrors = validateModels(models);
  out.log(`model catalog: ${models.length} models`);
  const failing = errors.length + modelErrors.length + recheck.problems.length;
  if (failing > 0) {
    out.error(`data:check: ${failing} failing check(s):`);
    for (const e of errors) out.error(`  ${formatError(e)}`);
    for (const e of modelErrors) out.error(`  models: ${e.id}: ${e.field}: ${e.message}`);
    for (const p of recheck.problems) out.error(`  ${p.file}: ${p.offerId}: ${p.message}`);
    return 1;
  }
  out.log('data:check: all checks pass');
  return 0;
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const today = todayIso();
  process.exitCode = runDataCheck(
    rawCatalog,
    process.argv.slice(2),
    today,
    {
      log: (line) => console.log(line),
      error: (line) => console.error(line),
    },
    modelCatalog,
    recheckFiles,
  );
}
