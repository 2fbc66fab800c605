/**
 * Every check a new upstream price file must pass before anything is written, in one place: the
 * importer (`data:import`) and the refresh (`data:refresh`, which the scheduled job runs) both
 * call these, so a file one of them refuses the other refuses too.
 *
 * Two kinds of rule:
 * - a broken file (bytes that are not UTF-8, a blank Price column, Price and SpotPrice swapped,
 *   two rows for one instance at different prices, a date in the future, another file under a
 *   commit already recorded) is refused, reason or not: no stated reason makes it right;
 * - a legal but suspicious change (many offers vanishing, a file that ends where the previous one
 *   went on, a card renamed upstream, prices moving by more than half or all moving one way, a
 *   file older than the one recorded) is refused unless a reviewer states why it is real
 *   (`--reason`); the reason is kept in the offers file.
 * Each failure names the provider, the file, the row (header = row 1) where it shows and the rule.
 */
import type { CatalogRow } from './csv';
import type { RowNumbers } from './numbers';

/** The share of a provider's offers that may vanish in one refresh. */
export const MAX_VANISHED_SHARE = 0.2;
/** The largest relative move of one on-demand price (up or down) taken without a reason. */
export const MAX_PRICE_MOVE = 0.5;
/** Prices moving one way: at least this share of the offers priced in both files moved… */
export const ONE_WAY_SHARE = 0.5;
/** …every one of them the same way, by a median of more than this. */
export const ONE_WAY_MEDIAN_MOVE = 0.1;
/** The share of previously priced offers that may lose their on-demand price without a reason. */
export const MAX_PRICE_LOST_SHARE = 0.05;

/** Rules that a stated reason never waives: the file itself is broken. */
export const BROKEN_FILE_RULES = [
  'empty',
  'unreadable',
  'missing-file',
  'not-utf8',
  'blank-price-column',
  'columns-swapped',
  'duplicate-conflict',
  'future-date',
  'same-commit-other-file',
] as const;
/** Rules a stated reason waives: the change may be real. */
export const SUSPICIOUS_CHANGE_RULES = [
  'offers-vanished',
  'file-cut-short',
  'gpu-renamed',
  'price-moved',
  'prices-one-way',
  'price-lost',
  'older-file',
] as const;
export type GuardRule =
  | (typeof BROKEN_FILE_RULES)[number]
  | (typeof SUSPICIOUS_CHANGE_RULES)[number];

/** A failed check: which provider and file, which rule, where it shows, and what was seen. */
export interface GuardFailure {
  provider: string;
  check: GuardRule;
  detail: string;
  /** The file's name as given (path or recorded name); absent when the check is not about one. */
  file?: string;
  /** The first row (header = 1) where the problem shows; absent for the file as a whole. */
  row?: number;
}

const hasReason = (reason: string | undefined): reason is string =>
  reason !== undefined && reason.trim() !== '';

const MAX_LISTED = 5;
const listed = (items: readonly string[]): string =>
  items.slice(0, MAX_LISTED).join('; ') +
  (items.length > MAX_LISTED ? `; … and ${items.length - MAX_LISTED} more` : '');

/** How far `to` moved from `from`, as a share of `from`. */
export const priceMove = (from: number, to: number): number => Math.abs(to - from) / from;

/** The line (1-based) of the first U+FFFD, the mark a decoder leaves for bytes that are not UTF-8. */
function firstReplacementLine(text: string): number | null {
  const at = text.indexOf('\uFFFD');
  if (at < 0) return null;
  return text.slice(0, at).split('\n').length;
}

/** The raw text: bytes that are not UTF-8 garble ids and names, so the file is refused. */
export function guardText(provider: string, file: string, text: string): GuardFailure[] {
  const line = firstReplacementLine(text);
  if (line === null) return [];
  return [
    {
      provider,
      file,
      row: line,
      check: 'not-utf8',
      detail:
        'the file has bytes that are not UTF-8 (decoded as U+FFFD): ids and names read from it would be garbled',
    },
  ];
}

const rowKey = (r: CatalogRow) =>
  `${r.cells.InstanceType}@${r.cells.Region}${r.cells.AvailabilityZone ? `/${r.cells.AvailabilityZone}` : ''}`;

/**
 * The rows of a readable file: a Price column blank in every accelerator row, Price and
 * SpotPrice swapped (spot above on-demand in most rows that give both), and one instance listed
 * twice in the same place at different prices (the importer would keep the cheaper).
 */
export function guardRows(
  provider: string,
  file: string,
  rows: readonly CatalogRow[],
  numbers: ReadonlyMap<number, RowNumbers>,
): GuardFailure[] {
  const failures: GuardFailure[] = [];
  const gpuRows = rows.filter((r) => r.cells.AcceleratorName !== '');
  const priced = gpuRows.filter((r) => numbers.get(r.row)?.price != null);
  if (gpuRows.length > 0 && priced.length === 0) {
    failures.push({
      provider,
      file,
      row: gpuRows[0]!.row,
      check: 'blank-price-column',
      detail: `the Price column is blank in all ${gpuRows.length} accelerator rows: every on-demand price would be erased`,
    });
  }
  const both = gpuRows.filter((r) => {
    const n = numbers.get(r.row);
    return n?.price != null && n.spot != null;
  });
  const above = both.filter((r) => {
    const n = numbers.get(r.row)!;
    return n.spot! > n.price!;
  });
  if (both.length >= 3 && above.length / both.length > 0.5) {
    failures.push({
      provider,
      file,
      row: above[0]!.row,
      check: 'columns-swapped',
      detail: `SpotPrice is above Price in ${above.length} of ${both.length} rows that give both: the Price and SpotPrice columns look swapped`,
    });
  }
  const first = new Map<string, CatalogRow>();
  const conflicts: string[] = [];
  let conflictRow: number | undefined;
  for (const r of gpuRows) {
    const key = rowKey(r);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, r);
      continue;
    }
    if (earlier.cells.Price !== r.cells.Price || earlier.cells.SpotPrice !== r.cells.SpotPrice) {
      conflictRow ??= r.row;
      conflicts.push(
        `${key} rows ${earlier.row} and ${r.row} (${earlier.cells.Price || 'blank'} vs ${r.cells.Price || 'blank'})`,
      );
    }
  }
  if (conflicts.length > 0) {
    failures.push({
      provider,
      file,
      row: conflictRow!,
      check: 'duplicate-conflict',
      detail: `${conflicts.length} instance(s) listed twice in one place at different prices (the cheaper row would win): ${listed(conflicts)}`,
    });
  }
  return failures;
}

/** What is known of a file's provenance, and of the one recorded before it. */
export interface Provenance {
  commit: string;
  sha256: string;
  path: string;
  /** The date of the file's commit, when known (YYYY-MM-DD). */
  committed?: string;
}

const catalogVersion = (path: string): number | null => {
  const m = /(?:^|\/)v(\d+)\//.exec(path);
  return m ? Number(m[1]) : null;
};

/**
 * The file against the one recorded: another file under the same commit is refused (the
 * provenance would name content it does not hold); a file from an older catalog version or an
 * older commit needs a reason; a date after today is refused.
 */
export function guardProvenance(
  provider: string,
  file: string,
  next: Provenance,
  previous: Provenance | null,
  dates: { date: string | null; today: string },
  reason?: string,
): GuardFailure[] {
  const failures: GuardFailure[] = [];
  if (dates.date !== null && dates.date > dates.today) {
    failures.push({
      provider,
      file,
      check: 'future-date',
      detail: `the file's date ${dates.date} is after today (${dates.today}): a price cannot be captured in the future`,
    });
  }
  if (!previous) return failures;
  if (previous.commit === next.commit && previous.sha256 !== next.sha256) {
    failures.push({
      provider,
      file,
      check: 'same-commit-other-file',
      detail: `the file (sha256 ${next.sha256.slice(0, 12)}…) differs from the one recorded under commit ${next.commit} (sha256 ${previous.sha256.slice(0, 12)}…): name the commit the file comes from`,
    });
  }
  if (hasReason(reason)) return failures;
  const was = catalogVersion(previous.path);
  const now = catalogVersion(next.path);
  if (was !== null && now !== null && now < was) {
    failures.push({
      provider,
      file,
      check: 'older-file',
      detail: `${next.path} is an older catalog version (v${now}) than the one recorded (${previous.path}, v${was})`,
    });
  } else if (previous.committed && next.committed && next.committed < previous.committed) {
    failures.push({
      provider,
      file,
      check: 'older-file',
      detail: `commit ${next.commit} of ${next.committed} is older than the recorded ${previous.commit} of ${previous.committed}`,
    });
  }
  return failures;
}

/** An offer as the checks against the previous file see it. */
interface Priced {
  id: string;
  onDemand?: number | null;
  gpu?: string;
  /** First row of the file the offer was read from (header = 1), when known. */
  row?: number | null;
}

/** The first row number a source note names ("row 12", "rows 3, 7-9"), or `null`. */
export function firstRow(note: string | null | undefined): number | null {
  const m = /\brows? (\d+)/.exec(note ?? '');
  return m ? Number(m[1]) : null;
}

/** The last row number a source note names, or `null`. */
function lastRow(note: string | null | undefined): number | null {
  const m = /\brows? ([\d, -]+)/.exec(note ?? '');
  if (!m?.[1]) return null;
  const all = m[1].match(/\d+/g)?.map(Number) ?? [];
  return all.length > 0 ? Math.max(...all) : null;
}

/** The previous offers' rows: what an offers file keeps in each offer's source note. */
export const rowsOf = (o: { source?: { note?: string | null | undefined } }) => ({
  first: firstRow(o.source?.note),
  last: lastRow(o.source?.note),
});

export interface OfferGuardOptions {
  /** The file's name, for the messages. */
  file?: string;
  /** Why a suspicious change is real: waives the suspicious-change rules. */
  reason?: string;
  /** The GPU ids with specs: an offer moving from one of them to an unknown card was renamed. */
  knownGpuIds?: ReadonlySet<string>;
  /** The new file's last data row, to tell a file cut short from offers removed upstream. */
  lastRow?: number;
  /** The previous offers' last rows (by id), from their source notes. */
  previousLastRow?: ReadonlyMap<string, number | null>;
}

/**
 * The checks a new list of offers must pass against the previous one. With a `reason` the
 * suspicious-change rules are waived (an empty result never is).
 */
export function guardOffers(
  provider: string,
  previous: readonly Priced[],
  next: readonly Priced[],
  reasonOrOptions?: string | OfferGuardOptions,
): GuardFailure[] {
  const opts: OfferGuardOptions =
    typeof reasonOrOptions === 'string' ? { reason: reasonOrOptions } : (reasonOrOptions ?? {});
  const at = opts.file ? { file: opts.file } : {};
  if (next.length === 0) {
    return [{ provider, ...at, check: 'empty', detail: 'the new file yields no offers at all' }];
  }
  if (hasReason(opts.reason)) return [];
  const failures: GuardFailure[] = [];
  const nextById = new Map(next.map((o) => [o.id, o]));
  const vanished = previous.filter((o) => !nextById.has(o.id));
  // A file cut at a line boundary reads cleanly: what gives it away is that every offer it lost
  // sat past its last row.
  const cut =
    opts.lastRow !== undefined &&
    opts.previousLastRow !== undefined &&
    vanished.length > 0 &&
    vanished.every((o) => (opts.previousLastRow?.get(o.id) ?? 0) > opts.lastRow!);
  if (cut) {
    failures.push({
      provider,
      ...at,
      row: opts.lastRow! + 1,
      check: 'file-cut-short',
      detail: `the file ends at row ${opts.lastRow}, and all ${vanished.length} offers it loses were listed after that row: ${listed(vanished.map((o) => o.id))}`,
    });
  } else if (previous.length > 0 && vanished.length / previous.length > MAX_VANISHED_SHARE) {
    const share = Math.round((vanished.length / previous.length) * 100);
    failures.push({
      provider,
      ...at,
      check: 'offers-vanished',
      detail: `${vanished.length} of ${previous.length} offers (${share} %) would vanish, more than ${MAX_VANISHED_SHARE * 100} %: ${listed(vanished.map((o) => o.id))}`,
    });
  }
  if (opts.knownGpuIds) {
    const renamed = previous.flatMap((old) => {
      const now = nextById.get(old.id);
      if (!now || !old.gpu || !now.gpu || old.gpu === now.gpu) return [];
      if (!opts.knownGpuIds!.has(old.gpu) || opts.knownGpuIds!.has(now.gpu)) return [];
      return [{ id: old.id, from: old.gpu, to: now.gpu, row: now.row ?? null }];
    });
    if (renamed.length > 0) {
      const cards = [...new Set(renamed.map((r) => `${r.from} → ${r.to}`))];
      failures.push({
        provider,
        ...at,
        ...(renamed[0]!.row !== null ? { row: renamed[0]!.row } : {}),
        check: 'gpu-renamed',
        detail: `${renamed.length} offer(s) moved from a card the dataset knows to one it does not (${listed(cards)}), so they could no longer be ranked: ${listed(renamed.map((r) => r.id))}`,
      });
    }
  }
  const moved: string[] = [];
  const moves: number[] = [];
  let movedRow: number | undefined;
  let common = 0;
  let lost = 0;
  let lostRow: number | undefined;
  let pricedBefore = 0;
  for (const old of previous) {
    const now = nextById.get(old.id);
    const from = old.onDemand ?? null;
    const to = now?.onDemand ?? null;
    if (from !== null && from > 0) pricedBefore += 1;
    if (now && from !== null && from > 0 && to === null) {
      lost += 1;
      lostRow ??= now.row ?? undefined;
    }
    if (from === null || to === null || from <= 0 || to <= 0) continue;
    common += 1;
    if (Math.abs(to - from) / from > 0.005) moves.push((to - from) / from);
    if (priceMove(from, to) > MAX_PRICE_MOVE) {
      movedRow ??= now?.row ?? undefined;
      moved.push(`${old.id} ${from} → ${to}`);
    }
  }
  if (moved.length > 0) {
    failures.push({
      provider,
      ...at,
      ...(movedRow !== undefined ? { row: movedRow } : {}),
      check: 'price-moved',
      detail: `${moved.length} on-demand price(s) moved by more than ${MAX_PRICE_MOVE * 100} %: ${listed(moved)}`,
    });
  }
  const sorted = moves.map(Math.abs).sort((a, b) => a - b);
  const median = sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)]! : 0;
  const oneWay = moves.every((m) => m > 0) || moves.every((m) => m < 0);
  if (
    common >= 10 &&
    moves.length / common >= ONE_WAY_SHARE &&
    oneWay &&
    median > ONE_WAY_MEDIAN_MOVE
  ) {
    const way = moves[0]! > 0 ? 'up' : 'down';
    failures.push({
      provider,
      ...at,
      check: 'prices-one-way',
      detail: `${moves.length} of ${common} on-demand prices moved, every one ${way}, by a median of ${Math.round(median * 100)} %: a whole price list moving one way is more often an old or wrong file than a real change`,
    });
  }
  if (pricedBefore > 0 && lost / pricedBefore > MAX_PRICE_LOST_SHARE) {
    failures.push({
      provider,
      ...at,
      ...(lostRow !== undefined ? { row: lostRow } : {}),
      check: 'price-lost',
      detail: `${lost} of ${pricedBefore} offers that had an on-demand price would have none`,
    });
  }
  return failures;
}

/** One failure as the command line prints it: provider, file, row, rule, detail. */
export const formatGuardFailure = (f: GuardFailure): string =>
  `${f.provider}: ${f.file ?? '(no file)'}${f.row !== undefined ? ` row ${f.row}` : ''}: rule "${f.check}": ${f.detail}`;

/** The failures as the command line prints them, with what a reviewer can do. */
export function formatGuardFailures(failures: readonly GuardFailure[]): string[] {
  const waivable = failures.some((f) =>
    (SUSPICIOUS_CHANGE_RULES as readonly string[]).includes(f.check),
  );
  return [
    'refused; nothing was written:',
    ...failures.map((f) => `  ${formatGuardFailure(f)}`),
    ...(waivable
      ? [
          '  If the change is real, run again with --reason "<provider>=<why>" (kept with the file); a broken file is refused whatever the reason.',
        ]
      : []),
  ];
}
