/**
 * The wizard's draft as stored in the browser: versioned, and validated when read back. The
 * answers travel as a canonical link query, so the link codec validates them too.
 */
import { decode, encode } from '../domain/share/codec';
import { DEFAULT_LINK_STATE, type LinkState } from '../domain/share/profile';
import { versioned, type Versioned } from '../domain/versioned';
import { isRecord } from '../lib/is-record';

export const DRAFT_KEY = 'gpu-cloud-guide:wizard-draft';
/**
 * The stored draft's format: a change of its shape bumps the version and adds a step that brings
 * the older draft to it, so a draft saved before an update is still restored after it.
 */
const DRAFT_FORMAT: Versioned<unknown> = versioned(1, {});
export const STEP_COUNT = 4;

/** What the wizard keeps between visits. */
export interface WizardDraft {
  step: number;
  /** The answers (currency, rate and profile) as a canonical link query. */
  query: string;
  /** Text typed into fields that is not (yet) a valid answer, by field name. */
  raw: Readonly<Record<string, string>>;
}

/** Why a stored draft was not used. */
/** What to tell about the draft: unread (`corrupt`, `old`), unsaved (`storage`), or restored with answers still to fix (`invalid`). */
export type DraftProblem = 'corrupt' | 'old' | 'storage' | 'invalid';

/** The longest answers query and typed text a draft may hold, and a field's name. */
const MAX_QUERY = 20_000;
const MAX_RAW = 200;
const FIELD_NAME = /^[a-z][a-z0-9.]{0,15}$/;

/**
 * The draft in stored data of the current format, or null when it is not one: a whole step of
 * the wizard, an answers query of bounded length, and typed text by field name. Checked by hand,
 * not by a schema library: the wizard's first screen waits for this module.
 */
function draftIn(data: unknown): WizardDraft | null {
  if (!isRecord(data) || typeof data.version !== 'number') return null;
  const { step, query, raw } = data;
  if (!Number.isSafeInteger(step) || (step as number) < 0 || (step as number) >= STEP_COUNT) {
    return null;
  }
  if (typeof query !== 'string' || query.length > MAX_QUERY || !isRecord(raw)) return null;
  const typed: Record<string, string> = {};
  for (const [name, text] of Object.entries(raw)) {
    if (!FIELD_NAME.test(name) || typeof text !== 'string' || text.length > MAX_RAW) return null;
    typed[name] = text;
  }
  return { step: step as number, query, raw: typed };
}

/** The part of a link the wizard owns. */
export const answersOf = (link: LinkState): LinkState => ({
  ...DEFAULT_LINK_STATE,
  cur: link.cur,
  fx: link.fx,
  profile: link.profile,
});

export function serializeDraft(draft: WizardDraft): string {
  return JSON.stringify({ version: DRAFT_FORMAT.current, ...draft });
}

export const draftOf = (
  step: number,
  link: LinkState,
  raw: Record<string, string>,
): WizardDraft => ({
  step,
  query: encode(answersOf(link)),
  raw,
});

/**
 * Reads stored text. Nothing stored gives neither draft nor problem; a draft of an older format is
 * brought to the current one; text that is not a draft this build can read (a newer format, or
 * not a draft), or whose answers the link codec does not accept whole, is a problem. `format` is
 * for tests of later formats.
 */
export function parseDraft(
  text: string | null,
  format: Versioned<unknown> = DRAFT_FORMAT,
): {
  draft: WizardDraft | null;
  problem: DraftProblem | null;
} {
  if (text === null) return { draft: null, problem: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { draft: null, problem: 'corrupt' };
  }
  const version = (data as { version?: unknown } | null)?.version;
  if (typeof version === 'number') {
    const up = format.upgrade(version, data);
    if (!up.ok) return { draft: null, problem: 'old' };
    data = up.data;
  }
  const draft = draftIn(data);
  if (draft === null || decode(draft.query).notices.length > 0) {
    return { draft: null, problem: 'corrupt' };
  }
  return { draft, problem: null };
}

/** Where drafts are kept: the browser's localStorage, or memory when that fails. */
export interface DraftStore {
  read(): string | null;
  write(text: string): void;
  remove(): void;
}

export function memoryStore(): DraftStore {
  let text: string | null = null;
  return {
    read: () => text,
    write: (t) => {
      text = t;
    },
    remove: () => {
      text = null;
    },
  };
}

/** localStorage under {@link DRAFT_KEY}; every call may throw (blocked storage, full quota). */
export function browserStore(): DraftStore {
  return {
    read: () => window.localStorage.getItem(DRAFT_KEY),
    write: (t) => window.localStorage.setItem(DRAFT_KEY, t),
    remove: () => window.localStorage.removeItem(DRAFT_KEY),
  };
}
