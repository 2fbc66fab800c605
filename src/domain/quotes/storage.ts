/**
 * The stored form of the user's quotes (`{ version, quotes }` as JSON), read back with every quote
 * validated. Whatever cannot be read is reported, so the caller can keep the raw text aside.
 */
import { QuoteSchema, type Quote } from './schema';
import { versioned } from '../versioned';
import { isRecord } from '../../lib/is-record';

export const STORED_QUOTES_VERSION = 1;

/** Upgrades from older stored versions: step n turns version n's data into n + 1's. */
const format = versioned<unknown>(STORED_QUOTES_VERSION, {});

export type StoredQuotes =
  | { status: 'empty' | 'ok'; quotes: Quote[] }
  /** Some quotes failed validation and were left out. */
  | { status: 'partial'; quotes: Quote[]; dropped: number }
  /** Not JSON, or not the expected shape: nothing could be read. */
  | { status: 'corrupted'; quotes: [] }
  /** Written by a newer version of the app: left untouched. */
  | { status: 'newer'; quotes: []; version: number };

/** Reads the stored text (`null`: nothing stored); never throws. */
export function readStoredQuotes(raw: string | null): StoredQuotes {
  if (raw === null || raw === '') return { status: 'empty', quotes: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { status: 'corrupted', quotes: [] };
  }
  if (!isRecord(data) || !Number.isInteger(data.version))
    return { status: 'corrupted', quotes: [] };
  const version = data.version as number;
  const up = format.upgrade(version, data);
  if (!up.ok)
    return up.problem === 'newer'
      ? { status: 'newer', quotes: [], version }
      : { status: 'corrupted', quotes: [] };
  const body = up.data;
  if (!isRecord(body) || !Array.isArray(body.quotes)) return { status: 'corrupted', quotes: [] };
  const quotes: Quote[] = [];
  const ids = new Set<string>();
  for (const item of body.quotes) {
    const parsed = QuoteSchema.safeParse(item);
    if (parsed.success && !ids.has(parsed.data.id)) {
      ids.add(parsed.data.id);
      quotes.push(parsed.data);
    }
  }
  const dropped = body.quotes.length - quotes.length;
  return dropped > 0 ? { status: 'partial', quotes, dropped } : { status: 'ok', quotes };
}

/** The text to store. */
export function writeStoredQuotes(quotes: readonly Quote[]): string {
  return JSON.stringify({ version: STORED_QUOTES_VERSION, quotes });
}
