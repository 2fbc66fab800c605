import { useCallback, useMemo } from 'react';
import { useLinkStore } from './link-store';
import {
  guideEntries,
  parseGuideParams,
  type GuideParam,
  type GuideValues,
} from '../domain/share/guide-params';
import type { Notice } from '../domain/share/notice';

export interface GuideParams {
  values: GuideValues;
  /** Link values that were refused (each replaced by its default). */
  notices: readonly Notice[];
  set: <K extends GuideParam>(key: K, value: GuideValues[K]) => void;
  /** Sets several parameters at once (one URL write). */
  setMany: (entries: Partial<GuideValues>) => void;
}

/** The guide's inputs, read from and written to the link (`g.*`). */
export function useGuideParams(): GuideParams {
  const extra = useLinkStore((s) => s.link.extra);
  const setExtra = useLinkStore((s) => s.setExtra);
  const { values, notices } = useMemo(() => parseGuideParams(extra), [extra]);
  const setMany = useCallback(
    (entries: Partial<GuideValues>) => setExtra(guideEntries(entries)),
    [setExtra],
  );
  const set = useCallback(
    <K extends GuideParam>(key: K, value: GuideValues[K]) =>
      setExtra(guideEntries({ [key]: value } as Partial<GuideValues>)),
    [setExtra],
  );
  return { values, notices, set, setMany };
}
