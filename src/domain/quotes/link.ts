/**
 * Quotes in a share link's `q` parameter: `1.` (format version) then base64url of a JSON array
 * with one short positional array per quote. Notes stay out of links (they can be private and
 * long); everything that changes the ranking goes in. Size-limited so the link survives chat apps
 * and mail clients.
 */
import { makeNotice, type Notice } from '../share/notice';
import { MAX_QUOTES_LENGTH } from '../share/params';
import { reason, type ReasonCode } from '../share/reasons';
import { fromBase64url, toBase64url } from './base64url';
import { QuoteSchema, type Quote } from './schema';
import { defaultQuoteId } from './slug';

const QUOTES_LINK_VERSION = 1;

type Code<T extends string> = Readonly<Record<T, string>>;
const PER: Code<Quote['per']> = { hour: 'h', month: 'm' };
const CUR: Code<Quote['currency']> = { CNY: 'C', USD: 'U' };
const LINK: Code<NonNullable<Quote['gpuLink']>> = { nvlink: 'n', pcie: 'p' };
const FABRIC: Code<NonNullable<Quote['fabric']>> = {
  infiniband: 'i',
  efa: 'e',
  rdma: 'r',
  ethernet: 't',
};
const GROUP: Code<Quote['regionGroup']> = { cn: 'c', global: 'g' };
const BILL: Code<NonNullable<Quote['billing']>> = { second: 's', minute: 'm', hour: 'h' };

const code = <T extends string>(map: Code<T>, v: T | null): string | 0 => (v === null ? 0 : map[v]);
function uncode<T extends string>(map: Code<T>, c: unknown): T | null {
  const hit = Object.entries(map).find(([, v]) => v === c);
  return hit ? (hit[0] as T) : null;
}

type Tuple = (string | number)[];

function toTuple(q: Quote): Tuple {
  const t: Tuple = [
    q.id === defaultQuoteId(q.provider, q.instanceType, q.region) ? 0 : q.id,
    q.provider,
    q.providerId,
    q.instanceType,
    q.gpu,
    q.gpuCount,
    q.price,
    code(PER, q.per),
    code(CUR, q.currency),
    q.spot ?? 0,
    code(LINK, q.gpuLink),
    code(FABRIC, q.fabric),
    code(GROUP, q.regionGroup),
    q.region === 'any' ? 0 : q.region,
    code(BILL, q.billing),
    q.overrides ?? 0,
    Number(q.asOf.replace(/-/g, '')),
  ];
  while (t.length > 0 && t[t.length - 1] === 0) t.pop();
  return t;
}

function fromTuple(t: unknown): Quote | null {
  if (!Array.isArray(t)) return null;
  const at = (i: number): unknown => (t[i] === undefined ? 0 : t[i]);
  const orNull = (v: unknown) => (v === 0 ? null : v);
  const date = String(at(16)).padStart(8, '0');
  const candidate = {
    id: at(0),
    provider: at(1),
    providerId: at(2),
    instanceType: at(3),
    gpu: at(4),
    gpuCount: at(5),
    price: at(6),
    per: uncode(PER, at(7)),
    currency: uncode(CUR, at(8)),
    spot: orNull(at(9)),
    gpuLink: uncode(LINK, at(10)),
    fabric: uncode(FABRIC, at(11)),
    regionGroup: uncode(GROUP, at(12)),
    region: at(13) === 0 ? 'any' : at(13),
    billing: uncode(BILL, at(14)),
    overrides: orNull(at(15)),
    asOf: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`,
    note: '',
  };
  if (candidate.id === 0 && typeof candidate.provider === 'string') {
    candidate.id = defaultQuoteId(
      candidate.provider.trim(),
      String(candidate.instanceType).trim(),
      String(candidate.region),
    );
  }
  const parsed = QuoteSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export type QuotesParamEncoding =
  | { ok: true; q: string }
  | { ok: false; length: number; max: number; count: number };

/** The `q` value for these quotes (sorted by id, so the same quotes give the same link). */
export function encodeQuotesParam(quotes: readonly Quote[]): QuotesParamEncoding {
  const sorted = [...quotes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const q = `${QUOTES_LINK_VERSION}.${toBase64url(JSON.stringify(sorted.map(toTuple)))}`;
  return q.length <= MAX_QUOTES_LENGTH
    ? { ok: true, q }
    : { ok: false, length: q.length, max: MAX_QUOTES_LENGTH, count: quotes.length };
}

/** The quotes a `q` value carries; never throws. Unreadable quotes are dropped with a notice. */
export function decodeQuotesParam(q: string): { quotes: Quote[]; notices: Notice[] } {
  const refuse = (code: ReasonCode, value = q) => ({
    quotes: [],
    notices: [
      makeNotice('q', value, reason(code, code === 'too-long' ? { max: MAX_QUOTES_LENGTH } : {})),
    ],
  });
  if (q.length > MAX_QUOTES_LENGTH) return refuse('too-long', `${q.slice(0, 40)}…`);
  const dot = q.indexOf('.');
  if (dot < 0) return refuse('quotes-unreadable');
  if (q.slice(0, dot) !== String(QUOTES_LINK_VERSION)) return refuse('quotes-version');
  const json = fromBase64url(q.slice(dot + 1));
  let tuples: unknown;
  try {
    tuples = json === null ? null : JSON.parse(json);
  } catch {
    tuples = null;
  }
  if (!Array.isArray(tuples)) return refuse('quotes-unreadable');
  const quotes: Quote[] = [];
  const notices: Notice[] = [];
  const ids = new Set<string>();
  for (const [i, t] of tuples.entries()) {
    const quote = fromTuple(t);
    if (!quote) notices.push(makeNotice('q', `#${i + 1}`, reason('invalid-quote')));
    else if (ids.has(quote.id)) notices.push(makeNotice('q', quote.id, reason('repeated-id')));
    else {
      ids.add(quote.id);
      quotes.push(quote);
    }
  }
  return { quotes, notices };
}
