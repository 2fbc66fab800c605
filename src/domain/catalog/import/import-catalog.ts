import type { GpuInput, OfferInput } from '../schema';
import { byText, collapseZones } from './collapse';
import { classifyRow, type Candidate } from './classify';
import { parseCatalogCsv } from './csv';
import { diffOffers } from './diff';
import { readRowNumbers } from './numbers';
import {
  formatGuardFailure,
  guardOffers,
  guardProvenance,
  guardRows,
  guardText,
  rowsOf,
  type GuardFailure,
} from './guards';
import { buildOffer, unknownGpu, type FileDate } from './offer';
import { currencyNote, PROVIDER_CURRENCY } from './prices';
import { implausiblePrice } from './quarantine';
import { KEPT_REGIONS } from './rules';
import { DEFAULT_SOURCES, sourceRef } from './sources';
import type {
  CatalogSource,
  FatalError,
  ImportProvider,
  ImportResult,
  OffersFile,
  QuarantinedRow,
  RuleCounts,
} from './types';

export interface ImportOptions {
  provider: ImportProvider;
  /** The catalog file's text. */
  text: string;
  /** SHA-256 of the file's bytes (hex). */
  sha256: string;
  /** Repository, path or commit when they differ from the provider's default source. */
  source?: Partial<Omit<CatalogSource, 'sha256'>>;
  /** `--as-of`; without it the previous file's date is kept for the same file, else `today`. */
  asOf?: string;
  today: string;
  /** The offers file that is there now, if any. */
  previous?: OffersFile | null;
  /** GPU ids the curated GPU table defines (with specs); other cards become unknown-spec GPUs. */
  knownGpuIds: ReadonlySet<string>;
  /** The date the file's publication or capture states: its prices become dated. */
  dated?: FileDate;
  /**
   * Why a large change is real: waives the checks against the previous file (offers vanishing,
   * prices moving by more than half). Kept in the file.
   */
  reason?: string;
  /** The file's name for the checks' messages (a path or a recorded name). */
  file?: string;
}

const emptyCounts = (): RuleCounts => ({
  rows: 0,
  acceleratorRows: 0,
  cpuOnlyRows: 0,
  notGpuRows: 0,
  duplicateRows: 0,
  quarantinedRows: 0,
  offerRows: 0,
  offers: 0,
  vgpuShareOffers: 0,
  unknownGpuOffers: 0,
  spotAboveOnDemandOffers: 0,
  mibRows: 0,
  cnyConvertedPrices: 0,
});

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Imports one SkyPilot-format catalog file into the provider's offers file. Pure: the caller
 * reads and writes files. Fatal problems return `ok: false` with row numbers and reasons.
 */
export function importCatalog(opts: ImportOptions): ImportResult {
  const { provider, previous } = opts;
  const fileName = opts.file ?? `${provider} file`;
  const encoding = guardText(provider, fileName, opts.text);
  if (encoding.length > 0) return refused(encoding);
  const parsed = parseCatalogCsv(opts.text);
  if (!parsed.ok) return parsed;
  const read = readRowNumbers(parsed.rows);
  if (!read.ok) return read;
  const broken = guardRows(provider, fileName, parsed.rows, read.numbers);
  if (broken.length > 0) return refused(broken);

  const counts = emptyCounts();
  const skipped = new Map<string, number>();
  const invalid = new Map<string, number[]>();
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  const quarantined: QuarantinedRow[] = [];
  const unmapped = new Set<string>();
  const kept = KEPT_REGIONS[provider];
  for (const row of parsed.rows) {
    counts.rows += 1;
    const numbers = read.numbers.get(row.row);
    if (!numbers) continue;
    if (kept && !kept.includes(row.cells.Region)) {
      bump(skipped, `region not kept (the catalog keeps ${kept.join(', ')})`);
      continue;
    }
    const result = classifyRow(provider, row, numbers);
    if (result.kind === 'cpu') {
      counts.cpuOnlyRows += 1;
      bump(skipped, 'no accelerator (CPU-only instance)');
      continue;
    }
    counts.acceleratorRows += 1;
    if (seen.has(row.key)) {
      counts.duplicateRows += 1;
      bump(skipped, 'duplicate row (identical to an earlier row)');
      continue;
    }
    seen.add(row.key);
    if (result.kind === 'invalid') {
      invalid.set(result.reason, [...(invalid.get(result.reason) ?? []), row.row]);
    } else if (result.kind === 'skip') {
      counts.notGpuRows += 1;
      bump(skipped, result.reason);
    } else {
      const c = result.candidate;
      const reason = implausiblePrice(c);
      if (reason) {
        counts.quarantinedRows += 1;
        quarantined.push({
          instanceType: c.instanceType,
          region: c.region,
          zone: c.zone,
          rows: [c.row],
          reason,
        });
        continue;
      }
      if (c.unmapped) unmapped.add(row.cells.AcceleratorName);
      if (c.fromMiB) counts.mibRows += 1;
      counts.offerRows += 1;
      candidates.push(c);
    }
  }
  if (invalid.size > 0) {
    const errors: FatalError[] = [...invalid].map(([reason, rows]) => ({ rows, reason }));
    return { ok: false, errors };
  }

  const base = { ...DEFAULT_SOURCES[provider], ...opts.source };
  // The same file at the same commit keeps the commit date (or read day) recorded with it.
  const same =
    previous && previous.source.sha256 === opts.sha256 && previous.source.commit === base.commit
      ? previous.source
      : null;
  const committed = base.committed ?? same?.committed;
  const readOn = committed === undefined ? (base.readOn ?? same?.readOn) : undefined;
  const source: CatalogSource = {
    repo: base.repo,
    path: base.path,
    commit: base.commit,
    ...(committed !== undefined ? { committed } : {}),
    ...(readOn !== undefined ? { readOn } : {}),
    sha256: opts.sha256,
  };
  const dated = opts.dated ?? listedDate(source);
  const ref = sourceRef(source);
  const warnings: string[] = [];
  // A stated reason belongs to the file it was given for: a re-import of that file keeps it.
  const reason =
    opts.reason ?? (previous?.source.sha256 === opts.sha256 ? previous.reason : undefined);
  const provenance = guardProvenance(
    provider,
    fileName,
    source,
    previous ? previous.source : null,
    { date: dated?.date ?? opts.asOf ?? null, today: opts.today },
    reason,
  );
  if (provenance.length > 0) return refused(provenance);
  const asOf =
    dated?.date ??
    opts.asOf ??
    (previous && previous.source.sha256 === opts.sha256 ? previous.asOf : opts.today);
  const ctx = {
    provider,
    asOf,
    ref,
    knownGpuIds: opts.knownGpuIds,
    ...(dated ? { dated } : {}),
  };

  const gpus = new Map<string, GpuInput>();
  const built: OfferInput[] = collapseZones(candidates).map((group) => {
    const offer = buildOffer(group, ctx);
    const { cheapest } = group;
    if (!opts.knownGpuIds.has(cheapest.gpu) && !gpus.has(cheapest.gpu)) {
      gpus.set(cheapest.gpu, unknownGpu(cheapest.gpu, cheapest.card, provider, ref));
    }
    return offer;
  });
  built.sort((a, b) => byText(a.id, b.id));
  for (const o of built) {
    const flags = o.flags ?? [];
    if (flags.includes('vgpu-share')) counts.vgpuShareOffers += 1;
    if (flags.includes('speed-unknown')) counts.unknownGpuOffers += 1;
    if (flags.includes('spot-above-on-demand')) counts.spotAboveOnDemandOffers += 1;
    if (PROVIDER_CURRENCY[provider] === 'CNY') {
      counts.cnyConvertedPrices += (o.onDemand === null ? 0 : 1) + (o.spot == null ? 0 : 1);
    }
  }
  counts.offers = built.length;
  const before = previous?.offers ?? [];
  const changes = guardOffers(
    provider,
    before,
    built.map((o) => ({ ...o, row: rowsOf(o).first })),
    {
      file: fileName,
      ...(reason !== undefined ? { reason } : {}),
      knownGpuIds: opts.knownGpuIds,
      lastRow: parsed.rows.reduce((m, r) => Math.max(m, r.row), 1),
      previousLastRow: new Map(before.map((o) => [o.id, rowsOf(o).last])),
    },
  );
  if (changes.length > 0) return refused(changes);

  const { offers, diff } = diffOffers(built, previous?.offers ?? []);
  quarantined.sort((a, b) => (a.rows[0] ?? 0) - (b.rows[0] ?? 0));
  const file: OffersFile = {
    provider,
    source,
    asOf,
    currencyNote: currencyNote(provider),
    ...(reason ? { reason } : {}),
    counts,
    gpus: [...gpus.values()].sort((a, b) => byText(a.id, b.id)),
    quarantined,
    offers,
  };
  const skippedList = [...skipped]
    .map(([reason, rows]) => ({ reason, rows }))
    .sort((a, b) => b.rows - a.rows || byText(a.reason, b.reason));
  return {
    ok: true,
    file,
    diff,
    report: {
      counts,
      skipped: skippedList,
      quarantined,
      unmapped: [...unmapped].sort(byText),
      warnings,
    },
  };
}

/** The checks' failures as an import's fatal errors, the failures themselves kept for the refresh. */
function refused(failures: GuardFailure[]): ImportResult {
  return {
    ok: false,
    errors: failures.map((f) => ({ rows: [], reason: formatGuardFailure(f) })),
    failures,
  };
}

/**
 * The date a file's own provenance gives its prices: its commit's date, else the day it was read
 * from a stored copy. Either way the source listed the prices on or before that day. The basis is
 * kept once, in the offers file's `source` (`committed` or `readOn`), not in every offer.
 */
function listedDate(source: CatalogSource): FileDate | undefined {
  const date = source.committed ?? source.readOn;
  return date === undefined ? undefined : { date, kind: 'listed-by', note: '' };
}
