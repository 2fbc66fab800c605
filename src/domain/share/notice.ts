/**
 * A link value that was not taken as given, and why: the one notice type of every link
 * parameter (core, `b.*`, `g.*`, `q`). The page lists them, the CLI prints them.
 */
import { reasonText, type Reason, type ReasonCode, type ReasonValues } from './reasons';

export interface Notice {
  param: string;
  value: string;
  /** Short English phrase (the CLI prints it). */
  reason: string;
  /** Machine code of the reason (the app translates by it). */
  code: ReasonCode;
  /** Values the reason's message needs (`{min}`, `{max}`, …). */
  values: ReasonValues;
  /** What is used instead, as link text, when that is not simply "left out". */
  fallback?: string;
}

/** Longest parameter name or value quoted back in a notice, characters. */
const NOTICE_TEXT_MAX = 200;
const clip = (text: string): string =>
  text.length > NOTICE_TEXT_MAX ? `${text.slice(0, NOTICE_TEXT_MAX)}…` : text;

export function makeNotice(param: string, value: string, r: Reason, fallback?: string): Notice {
  const n: Notice = {
    param: clip(param),
    value: clip(value),
    reason: reasonText(r),
    code: r.code,
    values: r.values,
  };
  if (fallback !== undefined) n.fallback = fallback;
  return n;
}
