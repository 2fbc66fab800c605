/**
 * One refresh of the catalog from a recorded folder (see `upstream.ts`): every provider the
 * manifest names is read and checked; when every check passes the new catalog files are
 * returned, else the failures (provider, check, detail) and no file. Pure: the command line
 * reads the folder and writes the files.
 */
import { guardOffers, type GuardFailure } from '../import/guards';
import { importCatalog } from '../import/import-catalog';
import { serializeOffersFile } from '../import/serialize';
import { formatSummary } from '../import/summary';
import type { ImportProvider, OffersFile } from '../import/types';
import { effectiveHourly } from '../commitments';
import type { CommitmentPrice, DatedPrice, Source } from '../schema';
import { serializeCommitmentFile, type CommitmentFile } from './commitment-file';
import {
  readAwsPriceList,
  readAwsReservations,
  readAzureCommitments,
  readAzureRetailPrices,
  type CommitmentRead,
  type ListRead,
} from './lists';
import { serializePriceFile, withHistory, type PriceFile } from './price-file';
import { isListProvider, type ListProvider, type Manifest, type RecordedFile } from './upstream';

/** An offer the catalog lists for AWS or Azure, with its price now (for the checks). */
export interface ListTarget {
  instanceType: string;
  region: string;
  onDemand: number | null;
}

export interface RefreshInput {
  manifest: Manifest;
  /** Text of each recorded file by name (`null` when the file is missing). */
  read: (file: string) => string | null;
  previousOffers: Readonly<Partial<Record<ImportProvider, OffersFile | null>>>;
  previousPrices: Readonly<Partial<Record<ListProvider, PriceFile | null>>>;
  /** The reservations and savings plans the previous refresh wrote (none when absent). */
  previousCommitments?: Readonly<Partial<Record<ListProvider, CommitmentFile | null>>>;
  /** The curated AWS and Azure offers the lists are read for. */
  targets: Readonly<Record<ListProvider, readonly ListTarget[]>>;
  knownGpuIds: ReadonlySet<string>;
  /** Why a change the checks refuse is real, per provider. */
  reasons: Readonly<Partial<Record<string, string>>>;
  /** SHA-256 (hex) of a file's text, kept with the offers file. */
  sha256: (text: string) => string;
  /** The day the refresh runs (YYYY-MM-DD, UTC); a file dated after it is refused. */
  today?: string;
}

export interface RefreshedFile {
  provider: string;
  /** Path under `src/domain/catalog/data/`. */
  path: string;
  text: string;
}

export type RefreshResult =
  | {
      ok: true;
      files: RefreshedFile[];
      summary: string[];
      /** The newest price date the refreshed files hold (`null` when all are undated). */
      newestAsOf: string | null;
    }
  | { ok: false; failures: GuardFailure[] };

type Failure = GuardFailure['check'];
const fail = (provider: string, check: Failure, detail: string, file?: string): GuardFailure => ({
  provider,
  ...(file !== undefined ? { file } : {}),
  check,
  detail,
});

function refreshImported(
  f: RecordedFile & { provider: ImportProvider },
  text: string,
  input: RefreshInput,
  fetchedOn: string,
): { file: RefreshedFile; summary: string[] } | GuardFailure[] {
  const previous = input.previousOffers[f.provider] ?? null;
  const reason = input.reasons[f.provider];
  // The same file at the same commit: nothing to say that was not said, so the file stays as it
  // is, byte for byte (no new read day in its notes, no version bump).
  const sha256 = input.sha256(text);
  if (previous && previous.source.sha256 === sha256 && previous.source.commit === f.commit) {
    return {
      file: {
        provider: f.provider,
        path: `offers/${f.provider}.json`,
        text: serializeOffersFile(previous),
      },
      summary: [`${f.provider}: unchanged (the file at commit ${f.commit} was imported before)`],
    };
  }
  const result = importCatalog({
    provider: f.provider,
    text,
    sha256,
    ...(f.repo && f.path && f.commit
      ? {
          source: {
            repo: f.repo,
            path: f.path,
            commit: f.commit,
            ...(f.date ? { committed: f.date } : {}),
          },
        }
      : {}),
    today: input.today ?? fetchedOn,
    asOf: fetchedOn,
    file: f.file,
    previous,
    knownGpuIds: input.knownGpuIds,
    ...(f.date
      ? {
          dated: {
            date: f.date,
            kind: 'captured' as const,
            note: `${f.url}, committed ${f.date} by the catalog's scheduled price fetch; read ${fetchedOn}`,
          },
        }
      : {}),
    ...(reason ? { reason } : {}),
  });
  if (!result.ok) {
    return (
      result.failures ??
      result.errors.map((e) => ({
        ...fail(f.provider, 'unreadable', e.reason, f.file),
        ...(e.rows[0] !== undefined ? { row: e.rows[0] } : {}),
        detail: `${e.rows.length > 0 ? `rows ${e.rows.slice(0, 5).join(', ')}: ` : ''}${e.reason}`,
      }))
    );
  }
  return {
    file: {
      provider: f.provider,
      path: `offers/${f.provider}.json`,
      text: serializeOffersFile(result.file),
    },
    summary: formatSummary(result.file, result.diff, result.report),
  };
}

function refreshList(
  f: RecordedFile & { provider: ListProvider },
  text: string,
  input: RefreshInput,
  fetchedOn: string,
): { files: RefreshedFile[]; summary: string[] } | GuardFailure[] {
  const targets = input.targets[f.provider];
  const wanted = new Set(targets.map((t) => t.instanceType));
  const read: ListRead =
    f.provider === 'aws' ? readAwsPriceList(text, wanted) : readAzureRetailPrices(text, wanted);
  if (!read.ok) return [fail(f.provider, 'unreadable', read.reason, f.file)];
  const terms: CommitmentRead =
    f.provider === 'aws' ? readAwsReservations(text, wanted) : readAzureCommitments(text, wanted);
  if (!terms.ok) return [fail(f.provider, 'unreadable', terms.reason, f.file)];
  const byKey = new Map(read.prices.map((p) => [`${p.instanceType}@${p.region}`, p]));
  const priced = targets.flatMap((t) => {
    const p = byKey.get(`${t.instanceType}@${t.region}`);
    return p ? [p] : [];
  });
  const previous = input.previousPrices[f.provider] ?? null;
  const reason = input.reasons[f.provider];
  const current = targets.map((t) => ({
    id: `${t.instanceType}@${t.region}`,
    onDemand: t.onDemand,
  }));
  const next = priced.map((p) => ({ id: `${p.instanceType}@${p.region}`, onDemand: p.onDemand }));
  const refused = guardOffers(f.provider, current, next, {
    file: f.file,
    ...(reason !== undefined ? { reason } : {}),
  });
  if (refused.length > 0) return refused;

  const date = read.date ?? fetchedOn;
  const kind = read.date ? ('published' as const) : ('captured' as const);
  const source = {
    ref: f.url,
    date,
    note: read.date
      ? `${read.note} Publication date ${read.date}; read ${fetchedOn}.`
      : `${read.note} Read ${fetchedOn}.`,
  };
  const rows: DatedPrice[] = priced.map((p) => ({
    provider: f.provider,
    instanceType: p.instanceType,
    region: p.region,
    currency: 'USD',
    onDemand: p.onDemand,
    spot: p.spot,
    asOf: date,
    asOfKind: kind,
    source,
    note: null,
  }));
  const file: PriceFile = {
    provider: f.provider,
    source: { url: f.url, date: read.date, fetchedOn },
    ...(reason ? { reason } : {}),
    prices: withHistory(rows, previous),
  };
  const before = new Map((previous?.prices ?? []).map((p) => [`${p.instanceType}@${p.region}`, p]));
  const changed = file.prices
    .filter((p) => before.get(`${p.instanceType}@${p.region}`)?.onDemand !== p.onDemand)
    .map(
      (p) =>
        `    ${p.instanceType}@${p.region}: ${before.get(`${p.instanceType}@${p.region}`)?.onDemand ?? 'none'} → ${p.onDemand}`,
    );
  const commitments = refreshCommitments(f, terms, input, source, date, kind);
  if (!('file' in commitments)) return commitments;
  // Prices and publication date as before: the file stays as it was (a list read again on a later
  // day, unchanged, is no news and no new version).
  const samePrices =
    previous !== null &&
    previous.source.date === file.source.date &&
    sameRows(previous.prices, file.prices, (p) => [p.onDemand, p.spot]);
  return {
    files: [
      {
        provider: f.provider,
        path: `prices/${f.provider}.json`,
        text: serializePriceFile(samePrices ? previous : file),
      },
      commitments.file,
    ],
    summary: [
      `${f.provider}: ${priced.length} of ${targets.length} catalog offers priced from ${f.url} (${kind} ${date})`,
      ...(changed.length > 0 ? ['  repriced:', ...changed] : []),
      `${f.provider}: ${commitments.count} reservation and savings-plan prices`,
    ],
  };
}

const commitmentId = (c: CommitmentPrice) =>
  `${c.instanceType}@${c.region ?? '*'} ${c.kind} ${c.termMonths}m ${c.upfront}`;

/**
 * The list's reservations and savings plans for the catalog's offers, under the same checks as
 * its prices: once a refresh has written commitments, a list that yields none, loses more than a
 * fifth of them or moves one by more than half is refused unless a reason is given.
 */
function refreshCommitments(
  f: RecordedFile & { provider: ListProvider },
  terms: CommitmentRead & { ok: true },
  input: RefreshInput,
  source: Source,
  date: string,
  kind: 'published' | 'captured',
): { file: RefreshedFile; count: number } | GuardFailure[] {
  const keys = new Set(input.targets[f.provider].map((t) => `${t.instanceType}@${t.region}`));
  const rows: CommitmentPrice[] = terms.commitments
    .filter((c) => keys.has(`${c.instanceType}@${c.region}`))
    .map((c) => ({
      provider: f.provider,
      instanceType: c.instanceType,
      region: c.region,
      currency: 'USD',
      kind: c.kind,
      termMonths: c.termMonths,
      upfront: c.upfront,
      upfrontPrice: c.upfrontPrice,
      hourly: c.hourly,
      asOf: date,
      asOfKind: kind,
      source: { ...source, note: `${terms.note} ${source.note ?? ''}`.trim() },
      note: null,
    }));
  const previousFile = input.previousCommitments?.[f.provider] ?? null;
  const previous = previousFile?.commitments ?? [];
  const reason = input.reasons[f.provider];
  // A stated reason lets the list drop them all (the offers' own check never allows an empty file).
  if (previous.length > 0 && !(rows.length === 0 && reason)) {
    const priced = (list: readonly CommitmentPrice[]) =>
      list.map((c) => ({
        id: commitmentId(c),
        onDemand: effectiveHourly({ ...c, note: c.note ?? null }),
      }));
    const refused = guardOffers(f.provider, priced(previous), priced(rows), {
      file: f.file,
      ...(reason !== undefined ? { reason } : {}),
    });
    if (refused.length > 0) {
      return refused.map((r) => ({ ...r, detail: `reservations and savings plans: ${r.detail}` }));
    }
  }
  const file: CommitmentFile = {
    provider: f.provider,
    source: {
      url: f.url,
      date: kind === 'published' ? date : null,
      fetchedOn: input.manifest.fetchedOn,
    },
    ...(reason ? { reason } : {}),
    commitments: rows,
  };
  const same =
    previousFile !== null &&
    previousFile.source.date === file.source.date &&
    sameRows(previous, rows, (c) => [commitmentId(c), c.upfrontPrice, c.hourly]);
  return {
    file: {
      provider: f.provider,
      path: `commitments/refreshed/${f.provider}.json`,
      text: serializeCommitmentFile(same ? previousFile : file),
    },
    count: rows.length,
  };
}

/** Refreshes every provider the manifest names; all or nothing. */
export function refreshCatalog(input: RefreshInput): RefreshResult {
  const { manifest } = input;
  const failures: GuardFailure[] = [];
  const files: RefreshedFile[] = [];
  const summary: string[] = [];
  for (const f of manifest.files) {
    const text = input.read(f.file);
    if (text === null) {
      failures.push(
        fail(f.provider, 'missing-file', `${f.file} is not in the recorded folder`, f.file),
      );
      continue;
    }
    const done = isListProvider(f.provider)
      ? refreshList(f as RecordedFile & { provider: ListProvider }, text, input, manifest.fetchedOn)
      : refreshImported(
          f as RecordedFile & { provider: ImportProvider },
          text,
          input,
          manifest.fetchedOn,
        );
    if (Array.isArray(done)) failures.push(...done);
    else {
      files.push(...('files' in done ? done.files : [done.file]));
      summary.push(...done.summary);
    }
  }
  if (failures.length > 0) return { ok: false, failures };
  const dates = manifest.files.map(
    (f) => f.date ?? (isListProvider(f.provider) ? manifest.fetchedOn : null),
  );
  const newestAsOf = dates.reduce<string | null>((a, d) => (d && (!a || d > a) ? d : a), null);
  return { ok: true, files, summary, newestAsOf };
}

/** The same rows in the same order, by instance type, region and the values `of` picks. */
function sameRows<T extends { instanceType: string; region: string | null }>(
  a: readonly T[],
  b: readonly T[],
  of: (row: T) => unknown[],
): boolean {
  const key = (r: T) => JSON.stringify([r.instanceType, r.region, ...of(r)]);
  return a.length === b.length && a.every((r, i) => key(r) === key(b[i]!));
}
