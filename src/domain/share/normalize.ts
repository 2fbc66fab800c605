/**
 * One spelling per meaning: values equal to what the engine would use anyway become "not given",
 * lists are sorted without repeats, and only prefixed view parameters stay in `extra`.
 * The codec and the store keep states normalised, so equal meanings give equal links.
 */
import { TEAM_WEIGHTS, defaultPrecision, needsInfiniBand, type Profile } from '../engine/profile';
import { LINK_VERSION, type LinkState } from './profile';

/** View parameters kept verbatim: browse `b.*`, guide `g.*`. */
export const PREFIXED_PARAM = /^[bg]\.[^\s=&]+$/;

const sortedUnique = (list: readonly string[]): readonly string[] => [...new Set(list)].sort();

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function normalizeProfile(p: Profile): Profile {
  const out: Profile = { ...p, prov: sortedUnique(p.prov) };
  if (out.prec === defaultPrecision(out.wl)) out.prec = null;
  if (out.ib === needsInfiniBand({ ib: null, nodes: out.nodes })) out.ib = null;
  if (out.w && sameList(out.w, TEAM_WEIGHTS[out.team])) out.w = null;
  return out;
}

export function normalizeLinkState(s: LinkState): LinkState {
  const extra: Record<string, string> = {};
  for (const key of Object.keys(s.extra).sort()) {
    const value = s.extra[key];
    if (PREFIXED_PARAM.test(key) && value !== undefined) extra[key] = value;
  }
  return {
    ...s,
    v: LINK_VERSION,
    profile: normalizeProfile(s.profile),
    sel: sortedUnique(s.sel),
    extra,
  };
}
