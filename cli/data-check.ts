/**
 * `npm run data:check [-- --as-of YYYY-MM-DD]`: validates the whole dataset and prints a report
 * (offers per provider, missing prices, the oldest as-of date, offers older than 180 days).
 * Exits 1 when any check fails, naming the file, the record id and the field.
 */
import { dataReport, isIsoDate, type DataReport } from '../src/domain/catalog/report';
import { rawCatalog } from '../src/domain/catalog/raw';
import { formatError, validateCatalog } from '../src/domain/catalog/validate';

function asOfArgument(argv: readonly string[]): string {
  const i = argv.indexOf('--as-of');
  const inline = argv.find((a) => a.startsWith('--as-of='))?.slice('--as-of='.length);
  const value = inline ?? (i >= 0 ? argv[i + 1] : undefined);
  if (value === undefined) return new Date().toISOString().slice(0, 10);
  if (!isIsoDate(value)) {
    console.error(`data:check: --as-of expects a date YYYY-MM-DD, got "${value}"`);
    process.exit(2);
  }
  return value;
}

function print(r: DataReport): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`dataset ${r.version}, prices as of ${r.asOf}; checked on ${r.checkedOn}`);
  console.log(`${r.offers} offers across ${r.providers.length} providers, ${r.gpus} GPU models`);
  console.log(`provider    offers  no price  no spot`);
  for (const p of r.providers) {
    console.log(
      `${p.provider.padEnd(10)} ${pad(p.offers, 7)} ${pad(p.withoutPrice, 9)} ${pad(p.withoutSpot, 8)}`,
    );
  }
  console.log(`offers without a price (price on request): ${r.withoutPrice.length}`);
  for (const id of r.withoutPrice) console.log(`  ${id}`);
  console.log(`offers without a spot price: ${r.withoutSpot}`);
  console.log(`oldest as-of date: ${r.oldestAsOf ?? 'none'}`);
  console.log(`offers older than ${r.maxAgeDays} days: ${r.stale.length}`);
  for (const s of r.stale) console.log(`  ${s.id} (as of ${s.asOf}, ${s.days} days)`);
  console.log(`retired ids kept as aliases: ${r.aliases}`);
}

const checkedOn = asOfArgument(process.argv.slice(2));
const { errors, built } = validateCatalog(rawCatalog);
print(dataReport(built.catalog, checkedOn));
for (const note of built.mergeNotes) console.log(`note: ${note.id}: ${note.message}`);
if (errors.length > 0) {
  console.error(`\ndata:check: ${errors.length} failing check(s):`);
  for (const e of errors) console.error(`  ${formatError(e)}`);
  process.exit(1);
}
console.log('data:check: all checks pass');
