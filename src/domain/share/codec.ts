/**
 * The share link codec (product.md, "The share link: a public contract").
 * `decode` reads any text and never throws; `encode` writes the one canonical query string.
 */
import { migrate, type RawParams } from './migrations';
import { PREFIXED_PARAM, normalizeLinkState } from './normalize';
import {
  OFFER_LIST,
  PROVIDER_LIST,
  checkParam,
  isParamName,
  type ParamName,
  type ParamValue,
} from './params';
import { splitList } from './parsers';
import { DEFAULT_PROFILE, type Profile } from '../engine/profile';
import { DEFAULT_LINK_STATE, type LinkState } from './profile';
import { reason, reasonText, type Reason, type ReasonCode, type ReasonValues } from './reasons';
import { formatNumber } from './text';

/** A parameter that was not taken as given, and why. */
export interface Notice {
  param: string;
  value: string;
  /** Short English phrase (the CLI prints it). */
  reason: string;
  /** Machine code of the reason (the app translates by it). */
  code?: ReasonCode;
  /** Values the reason's message needs (`{min}`, `{max}`, …). */
  values?: ReasonValues;
}

export interface Decoded {
  state: LinkState;
  notices: Notice[];
}

type Draft = Omit<LinkState, 'profile' | 'extra'> & {
  profile: Profile;
  extra: Record<string, string>;
};

type Setter<K extends ParamName> = (d: Draft, value: ParamValue<K>) => void;

const profileSetter =
  <K extends ParamName & keyof Profile>(key: K): Setter<K> =>
  (d, value) => {
    (d.profile as unknown as Record<string, unknown>)[key] = value;
  };

const SETTERS: { [K in Exclude<ParamName, 'v'>]: Setter<K> } = {
  view: (d, v) => (d.view = v),
  lang: (d, v) => (d.lang = v),
  cur: (d, v) => (d.cur = v),
  fx: (d, v) => (d.fx = v),
  team: profileSetter('team'),
  wl: profileSetter('wl'),
  model: profileSetter('model'),
  mem: profileSetter('mem'),
  prec: profileSetter('prec'),
  ft: profileSetter('ft'),
  seq: profileSetter('seq'),
  users: profileSetter('users'),
  tps: profileSetter('tps'),
  work: profileSetter('work'),
  nodes: profileSetter('nodes'),
  deadline: profileSetter('deadline'),
  budget: profileSetter('budget'),
  per: profileSetter('per'),
  spot: profileSetter('spot'),
  ib: profileSetter('ib'),
  pt: profileSetter('pt'),
  bill: profileSetter('bill'),
  region: profileSetter('region'),
  prov: profileSetter('prov'),
  w: profileSetter('w'),
  ckpt: profileSetter('ckpt'),
  irate: profileSetter('irate'),
  data: profileSetter('data'),
  sel: (d, v) => (d.sel = v),
  q: (d, v) => (d.q = v),
};

/** Longest value quoted back in a notice, characters. */
const NOTICE_VALUE_MAX = 200;
const clip = (text: string): string =>
  text.length > NOTICE_VALUE_MAX ? `${text.slice(0, NOTICE_VALUE_MAX)}…` : text;

const notice = (param: string, value: string, r: Reason): Notice => ({
  param: clip(param),
  value: clip(value),
  reason: reasonText(r),
  code: r.code,
  values: r.values,
});

/** The query part of a query string, a whole URL or `?…`, without any `#fragment`. */
function queryOf(input: string): string {
  const hash = input.indexOf('#');
  const text = hash >= 0 ? input.slice(0, hash) : input;
  const q = text.indexOf('?');
  if (q >= 0) return text.slice(q + 1);
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? '' : text;
}

function read<K extends Exclude<ParamName, 'v'>>(d: Draft, key: K, value: string): Reason | null {
  const checked = checkParam(key, value);
  if (checked.ok) {
    SETTERS[key](d, checked.value);
    return null;
  }
  if (key === 'prov' || key === 'sel') keepValidItems(d, key, value);
  return checked.reason;
}

/** A list with some malformed items keeps its well-formed ones (the notice names the others). */
function keepValidItems(d: Draft, key: 'prov' | 'sel', value: string) {
  const rule = key === 'prov' ? PROVIDER_LIST : OFFER_LIST;
  const { valid } = splitList(value, rule);
  if (valid.length === 0 || valid.length > rule.maxItems) return;
  if (key === 'prov') d.profile.prov = valid;
  else d.sel = valid;
}

/**
 * Reads a query string (with or without `?`) or a whole URL. Never throws: unknown parameters are
 * ignored, malformed or out-of-range values fall back to their default, a repeated parameter
 * keeps its first value, and each of these gives a notice. A list (`prov`, `sel`) with malformed
 * items keeps its well-formed ones. Prefixed view parameters (`b.*`,
 * `g.*`) are kept verbatim in `extra`. Full-width characters are read as ASCII (see `text.ts`).
 */
export function decode(search: string): Decoded {
  const notices: Notice[] = [];
  const seen = new Set<string>();
  const firsts: [string, string][] = [];
  for (const [key, value] of new URLSearchParams(queryOf(String(search)))) {
    if (seen.has(key)) notices.push(notice(key, value, reason('repeated')));
    else {
      seen.add(key);
      firsts.push([key, value]);
    }
  }
  const version = firsts.find(([k]) => k === 'v')?.[1] ?? null;
  const { params, problem } = migrate(
    version,
    firsts.filter(([k]) => k !== 'v'),
  );
  if (problem && version !== null) notices.push(notice('v', version, problem));
  const d: Draft = { ...DEFAULT_LINK_STATE, profile: { ...DEFAULT_PROFILE }, extra: {} };
  for (const [key, value] of params as RawParams) {
    if (PREFIXED_PARAM.test(key)) d.extra[key] = value;
    else if (!isParamName(key) || key === 'v') {
      notices.push(notice(key, value, reason('unknown-param')));
    } else {
      const refused = read(d, key, value);
      if (refused) notices.push(notice(key, value, refused));
    }
  }
  return { state: normalizeLinkState(d), notices };
}

const flag = (b: boolean): string => (b ? '1' : '0');

/**
 * Writes the canonical query string (without `?`): parameters in product.md's order, those at
 * their default left out except `v` (always) and `cur` (whenever there is a budget), then the
 * prefixed view parameters alphabetically; numbers in shortest round-trip form, lists sorted.
 */
export function encode(state: LinkState): string {
  const s = normalizeLinkState(state);
  const p = s.profile;
  const d = DEFAULT_PROFILE;
  const out = new URLSearchParams();
  const put = (key: string, value: string | null | false) => {
    if (value !== null && value !== false) out.append(key, value);
  };
  const num = (value: number | null, fallback: number | null) =>
    value !== null && value !== fallback && formatNumber(value);
  put('v', String(s.v));
  put('view', s.view);
  put('lang', s.lang);
  put('cur', (s.cur !== DEFAULT_LINK_STATE.cur || p.budget !== null) && s.cur);
  put('fx', num(s.fx, null));
  put('team', p.team !== d.team && p.team);
  put('wl', p.wl !== d.wl && p.wl);
  put('model', typeof p.model === 'string' ? p.model : num(p.model, null));
  put('mem', num(p.mem, null));
  put('prec', p.prec);
  put('ft', p.ft);
  put('seq', num(p.seq, d.seq));
  put('users', num(p.users, d.users));
  put('tps', num(p.tps, d.tps));
  put('work', num(p.work, d.work));
  put('nodes', num(p.nodes, d.nodes));
  put('deadline', num(p.deadline, null));
  put('budget', num(p.budget, null));
  put('per', p.per !== d.per && p.per);
  put('spot', p.spot !== d.spot && flag(p.spot));
  put('ib', p.ib !== null && flag(p.ib));
  put('pt', p.pt !== d.pt && flag(p.pt));
  put('bill', p.bill !== d.bill && p.bill);
  put('region', p.region !== d.region && p.region);
  put('prov', p.prov.length > 0 && p.prov.join(','));
  put('w', p.w && p.w.join(','));
  put('ckpt', num(p.ckpt, d.ckpt));
  put('irate', num(p.irate, null));
  put('data', num(p.data, null));
  put('sel', s.sel.length > 0 && s.sel.join(','));
  put('q', s.q);
  for (const [key, value] of Object.entries(s.extra)) put(key, value);
  return out.toString();
}
