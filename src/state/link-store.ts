/**
 * The one store that mirrors the URL: every view's state lives in the query string.
 * Actions update the store and write the canonical URL (push for view changes, replace otherwise).
 */
import { create } from 'zustand';
import { BROWSE_PARAMS, DEFAULT_BROWSE, browseParamsToExtra } from '../domain/share/browse-params';
import { decode, encode, type Notice } from '../domain/share/codec';
import { normalizeLinkState } from '../domain/share/normalize';
import { withEntries } from '../domain/share/param-row';
import { RANGES } from '../domain/share/params';
import { DATASET_VERSION } from '../domain/catalog/data/meta';
import { DATASET_FX, convert, rateInForce } from '../domain/units/money';
import { dropPendingUrl, entryWizardStep, writeUrl } from './url-writer';
import { rememberChoice, rememberedChoice, visitorCurrency } from './visitor-prefs';
import { type Profile } from '../domain/engine/profile';
import {
  DEFAULT_LINK_STATE,
  type Currency,
  type Lang,
  type LinkState,
  type View,
} from '../domain/share/profile';

export interface LinkStore {
  link: LinkState;
  notices: readonly Notice[];
  setView: (view: View | null) => void;
  setLang: (lang: Lang) => void;
  setCurrency: (cur: Currency) => void;
  patchProfile: (patch: Partial<Profile>) => void;
  /**
   * Sets (or with `null` removes) view parameters; the entries come from a view's registry rows
   * (`browseParamsToExtra`, `guideEntries`), never written by hand.
   */
  setExtra: (entries: Record<string, string | null>) => void;
  setLink: (link: LinkState, mode?: 'push' | 'replace') => void;
  dismissNotices: () => void;
  /** Re-reads the URL (back/forward). */
  syncFromLocation: () => void;
}

const hasWindow = typeof window !== 'undefined';

function writeLink(link: LinkState, mode: 'push' | 'replace') {
  if (!hasWindow) return;
  // Throttled while typing (see url-writer.ts).
  writeUrl(`${window.location.pathname}?${encode(link)}${window.location.hash}`, mode);
}

/**
 * The link in another currency: the budget is converted at the rate in force (`fx`, else the
 * dataset's dated rate) and not rounded, so the ranking stays the same.
 */
export function withCurrency(link: LinkState, cur: Currency): LinkState {
  const { budget } = link.profile;
  if (cur === link.cur || budget === null) return { ...link, cur };
  const rate = rateInForce(link.fx, DATASET_FX);
  return {
    ...link,
    cur,
    profile: {
      ...link.profile,
      budget: Math.min(convert(budget, link.cur, cur, rate), RANGES.budget.max),
    },
  };
}

/**
 * Opens the page as the visitor left it, or in their currency, when the address names none: a
 * language and currency chosen on an earlier visit, else the currency their browser's language
 * suggests (`visitor-prefs.ts`). A converted budget is converted as a switch of currency converts
 * it, and the address then says `cur`, so a copied link shows the same prices to whoever opens it.
 */
export function applyVisitorCurrency(languages: readonly string[]): void {
  if (!hasWindow) return;
  const given = new URLSearchParams(window.location.search);
  const chosen = rememberedChoice();
  const store = useLinkStore.getState();
  if (!given.has('lang') && chosen.lang !== null)
    store.setLink({ ...store.link, lang: chosen.lang });
  if (given.has('cur')) return;
  const cur = chosen.cur ?? visitorCurrency(languages);
  if (cur !== null) {
    const { link, setLink } = useLinkStore.getState();
    setLink(withCurrency(link, cur));
  }
}

/**
 * The link as `view` opens. Browse opened from the wizard or the results lists only the providers
 * the profile keeps to (`prov`), unless the link already filters browse's providers.
 */
function openingView(link: LinkState, view: View | null): LinkState {
  // A results link records the catalog it was ranked on, so that reopened later it can say so.
  if (view === 'results') return { ...link, view, cv: DATASET_VERSION };
  const fromProfile = link.view === 'wizard' || link.view === 'results';
  const filtered = BROWSE_PARAMS.param('prov') in link.extra;
  if (view !== 'browse' || !fromProfile || link.profile.prov.length === 0 || filtered) {
    return { ...link, view };
  }
  const entries = browseParamsToExtra({ ...DEFAULT_BROWSE, prov: link.profile.prov });
  return { ...link, view, extra: withEntries(link.extra, entries) };
}

function initial(): { link: LinkState; notices: Notice[] } {
  if (!hasWindow) return { link: DEFAULT_LINK_STATE, notices: [] };
  const { state, notices } = decode(window.location.search);
  return { link: state, notices };
}

export const useLinkStore = create<LinkStore>()((set, get) => {
  const update = (next: LinkState, mode: 'push' | 'replace' = 'replace') => {
    const link = normalizeLinkState(next);
    set({ link });
    writeLink(link, mode);
  };
  return {
    ...initial(),
    setView: (view) => update(openingView(get().link, view), 'push'),
    setLang: (lang) => {
      rememberChoice({ lang });
      update({ ...get().link, lang });
    },
    setCurrency: (cur) => {
      rememberChoice({ cur });
      update(withCurrency(get().link, cur));
    },
    patchProfile: (patch) =>
      update({ ...get().link, profile: { ...get().link.profile, ...patch } }),
    setExtra: (entries) => update({ ...get().link, extra: withEntries(get().link.extra, entries) }),
    setLink: (link, mode = 'replace') => update(link, mode),
    dismissNotices: () => set({ notices: [] }),
    syncFromLocation: () => {
      if (!hasWindow) return;
      dropPendingUrl();
      const { state, notices } = decode(window.location.search);
      const before = get().link;
      // Back and Forward between the wizard's steps: one page whose answers stay as given (the
      // entry left may hold older ones); the entry moved to is rewritten with them.
      if (entryWizardStep() !== null && before.view === 'wizard' && state.view === 'wizard') {
        const link = { ...state, cur: before.cur, fx: before.fx, profile: before.profile };
        set({ link, notices: [] });
        writeLink(link, 'replace');
        return;
      }
      set({ link: state, notices });
    },
  };
});
