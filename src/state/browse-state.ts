/**
 * The browse view's state, read from and written to the link (`b.*` in `extra`, `sel`, `cur`).
 * Nothing is stored twice: the parameters are derived from the URL store on every change.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLinkStore } from './link-store';
import {
  DEFAULT_BROWSE,
  FILTER_KEYS,
  browseParamsToExtra,
  parseBrowseParams,
  type BrowseParams,
  type KnownIds,
} from '../domain/share/browse-params';
import type { Notice } from '../domain/share/notice';

/** The most offers the comparison panel shows side by side. */
export const MAX_COMPARE = 4;

export interface BrowseState {
  params: BrowseParams;
  /** Values of the opened link that were dropped, with why (until dismissed). */
  notices: readonly Notice[];
  dismissNotices: () => void;
  update: (patch: Partial<BrowseParams>) => void;
  clearFilters: () => void;
}

export function useBrowseParams(known: KnownIds): BrowseState {
  const extra = useLinkStore((s) => s.link.extra);
  const setExtra = useLinkStore((s) => s.setExtra);
  const { params, notices } = useMemo(() => parseBrowseParams(extra, known), [extra, known]);
  const [shown, setShown] = useState(notices);
  const update = useCallback(
    (patch: Partial<BrowseParams>) => {
      const now = useLinkStore.getState().link.extra;
      const entries = browseParamsToExtra({ ...parseBrowseParams(now, known).params, ...patch });
      for (const key of Object.keys(now))
        if (key.startsWith('b.') && !(key in entries)) entries[key] = null;
      setExtra(entries);
    },
    [known, setExtra],
  );
  useEffect(() => {
    if (notices.length > 0) update({});
  }, [notices, update]);
  const clearFilters = useCallback(() => {
    const reset: Partial<BrowseParams> = {};
    for (const k of FILTER_KEYS) Object.assign(reset, { [k]: DEFAULT_BROWSE[k] });
    update(reset);
  }, [update]);
  const dismissNotices = useCallback(() => setShown([]), []);
  return { params, notices: shown, dismissNotices, update, clearFilters };
}

/** The offers picked to compare (the link's common `sel`), with add/remove capped at 4. */
export function useSelection() {
  const sel = useLinkStore((s) => s.link.sel);
  const setLink = useLinkStore((s) => s.setLink);
  const setSel = useCallback(
    (next: readonly string[]) => {
      const link = useLinkStore.getState().link;
      setLink({ ...link, sel: [...new Set(next)].sort() });
    },
    [setLink],
  );
  const toggle = useCallback(
    (id: string) => {
      const current = useLinkStore.getState().link.sel;
      if (current.includes(id)) setSel(current.filter((x) => x !== id));
      else if (current.length < MAX_COMPARE) setSel([...current, id]);
    },
    [setSel],
  );
  return { sel, setSel, toggle };
}
