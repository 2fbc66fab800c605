import { useCallback, useMemo } from 'react';
import { useLinkStore } from './link-store';
import {
  parseGuideParams,
  toExtra,
  type GuideNotice,
  type GuideParam,
  type GuideValues,
} from './guide-params';

export interface GuideParams {
  values: GuideValues;
  /** Link values that were refused (each replaced by its default). */
  notices: readonly GuideNotice[];
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
    (entries: Partial<GuideValues>) => {
      const patch: Record<string, string | null> = {};
      for (const [k, v] of Object.entries(entries) as [GuideParam, GuideValues[GuideParam]][]) {
        Object.assign(patch, toExtra(k, v));
      }
      setExtra(patch);
    },
    [setExtra],
  );
  const set = useCallback(
    <K extends GuideParam>(key: K, value: GuideValues[K]) => setExtra(toExtra(key, value)),
    [setExtra],
  );
  return { values, notices, set, setMany };
}
