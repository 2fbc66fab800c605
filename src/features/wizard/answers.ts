/**
 * The wizard's numeric answers: where each lives in the link, whether it may stay empty, and how
 * typed text is checked (by the link's own parameter schemas).
 */
import { checkNumberParam, checkParam, type Checked } from '../../domain/share/check-param';
import { reason, type Reason } from '../../domain/share/reasons';
import { parseNumber } from '../../domain/share/parsers';
import { TEAM_WEIGHTS, type Weights } from '../../domain/engine/profile';
import { type LinkState } from '../../domain/share/profile';
import { foldFullWidth } from '../../domain/share/text';

const NUMBER_ANSWERS = [
  'model',
  'mem',
  'seq',
  'ai',
  'users',
  'tps',
  'work',
  'budget',
  'deadline',
  'nodes',
  'ckpt',
  'irate',
  'data',
  'fx',
] as const;
export type NumberAnswer = (typeof NUMBER_ANSWERS)[number];

/** Answers that may be left empty ("not given"). */
export const OPTIONAL_ANSWERS: ReadonlySet<NumberAnswer> = new Set([
  'model',
  'mem',
  'ai',
  'budget',
  'deadline',
  'irate',
  'data',
  'fx',
]);

/** The answer's number; a model given by id has no size to show here. */
export function answerValue(link: LinkState, f: NumberAnswer): number | null {
  const value = f === 'fx' ? link.fx : link.profile[f];
  return typeof value === 'number' ? value : null;
}

/** Checks typed text; empty text is "not given" for optional answers. */
export function checkAnswer(f: NumberAnswer, raw: string): Checked<number | null> {
  if (OPTIONAL_ANSWERS.has(f) && foldFullWidth(raw).trim() === '') return { ok: true, value: null };
  return checkNumberParam(f, raw);
}

/** The three weight inputs, in `w`'s order: performance, cost, capability. */
export const WEIGHT_PARTS = ['w.perf', 'w.cost', 'w.cap'] as const;
type WeightPart = (typeof WEIGHT_PARTS)[number];

const effectiveWeights = (link: LinkState): Weights =>
  link.profile.w ?? TEAM_WEIGHTS[link.profile.team];

/** Each part is a whole percentage; together they go through the `w` schema. */
export function checkWeights(texts: readonly [string, string, string]): {
  parts: ReturnType<typeof parseNumber>[];
  whole: Checked<Weights> | null;
} {
  const parts = texts.map((t) => parseNumber(t, { min: 0, max: 100, integer: true }));
  const whole = parts.every((p) => p.ok) ? checkParam('w', texts.join(',')) : null;
  return { parts, whole };
}

/** The weight texts shown: typed ones where there are any, else the weights in force. */
export function weightTexts(
  link: LinkState,
  raw: Readonly<Record<string, string>>,
): [string, string, string] {
  const w = effectiveWeights(link);
  return [0, 1, 2].map((i) => raw[WEIGHT_PARTS[i] as WeightPart] ?? String(w[i])) as [
    string,
    string,
    string,
  ];
}

/** Whether typed weights are shown: when they are invalid or are the weights in force (else stale). */
export function typedWeightsShown(link: LinkState, raw: Readonly<Record<string, string>>): boolean {
  if (!WEIGHT_PARTS.some((p) => p in raw)) return false;
  const { parts, whole } = checkWeights(weightTexts(link, raw));
  if (!whole || !whole.ok || parts.some((p) => !p.ok)) return true;
  const w = effectiveWeights(link);
  return whole.value.every((x, i) => x === w[i]);
}

/** Names of the answers among `fields` whose typed text is not valid. */
/**
 * An HPC job has no model to estimate its memory from: the wizard asks for `mem` before moving
 * on (the results would otherwise say the memory was not checked).
 */
export const needsMemory = (link: LinkState): boolean =>
  link.profile.wl === 'hpc' && link.profile.mem === null;

/** The refusal shown on the memory field of an HPC job left empty. */
export const MEMORY_REQUIRED: Reason = reason('empty', { need: 'hpc-memory' });

export function invalidAnswers(
  fields: readonly string[],
  link: LinkState,
  raw: Readonly<Record<string, string>>,
): string[] {
  const bad: string[] = [];
  for (const f of fields) {
    if ((NUMBER_ANSWERS as readonly string[]).includes(f)) {
      const text = raw[f];
      if (text !== undefined && !checkAnswer(f as NumberAnswer, text).ok) bad.push(f);
    } else if (f === 'w' && typedWeightsShown(link, raw)) {
      const { parts, whole } = checkWeights(weightTexts(link, raw));
      parts.forEach((p, i) => {
        if (!p.ok) bad.push(WEIGHT_PARTS[i] as string);
      });
      if (whole && !whole.ok) bad.push('w');
    }
  }
  if (fields.includes('mem') && needsMemory(link) && !bad.includes('mem')) bad.push('mem');
  return bad;
}
