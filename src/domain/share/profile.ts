/**
 * The state a share link carries (docs/product.md, "The share link: a public contract"): the engine's
 * profile (`engine/profile.ts`) plus what only the link holds. `null` means "not given".
 */
import { DEFAULT_PROFILE, type Profile } from '../engine/profile';

export const VIEWS = ['browse', 'wizard', 'results', 'guide'] as const;
export type View = (typeof VIEWS)[number];

export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const CURRENCIES = ['CNY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Everything a link carries. */
export interface LinkState {
  v: number;
  view: View | null;
  /** `null`: the browser's language (the CLI uses `en`). */
  lang: Lang | null;
  cur: Currency;
  /** CNY per USD; `null`: the dataset's dated rate. */
  fx: number | null;
  profile: Profile;
  /** Offer ids picked to compare, sorted. */
  sel: readonly string[];
  /** The user's quotes, shared on purpose (opaque here; the quotes feature owns the format). */
  q: string | null;
  /**
   * The catalog version the link's ranking was made on (`null`: not recorded); a link reopened on
   * another version says its prices and picks may differ.
   */
  cv: string | null;
  /**
   * The first pick when the link's ranking was made (an offer id; `null`: not recorded), kept with
   * `cv` so that a link reopened on another catalog can say whether it is still first.
   */
  top: string | null;
  /** View-specific parameters (`b.*`, `g.*`), kept verbatim for their views to validate. */
  extra: Readonly<Record<string, string>>;
}

export const LINK_VERSION = 1;

export const DEFAULT_LINK_STATE: LinkState = {
  v: LINK_VERSION,
  view: null,
  lang: null,
  cur: 'CNY',
  fx: null,
  profile: DEFAULT_PROFILE,
  sel: [],
  q: null,
  cv: null,
  top: null,
  extra: {},
};
