/**
 * The model catalog's API: the list, lookup by id, type-ahead search in both languages grouped
 * by family, and the closest ids to an unknown one (for the link's notice).
 */
import { FAMILY_NAMES, MODELS } from './data';
import { MODEL_FAMILIES, type ModelGroup, type ModelSpec } from './types';

export type { BilingualName, ModelFamily, ModelGroup, ModelSource, ModelSpec } from './types';
export { MODEL_FAMILIES } from './types';
export { FAMILY_NAMES } from './data';

/** Every model, grouped by family in the picker's order. */
export const models: readonly ModelSpec[] = MODELS;

const BY_ID: ReadonlyMap<string, ModelSpec> = new Map(MODELS.map((m) => [m.id, m]));

/** The model with this id (ids are lowercase; the lookup ignores case and spaces around it). */
export function modelById(id: string): ModelSpec | undefined {
  return BY_ID.get(id.trim().toLowerCase());
}

/**
 * Text folded for matching: NFKC (full-width forms from Chinese input methods become ASCII),
 * lowercase, without spaces, hyphens, underscores, dots, middle dots and brackets, so
 * `Llama 3.1 70B`, `llama-3.1-70b` and `llama3170b` match alike.
 */
const fold = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_.·()（）]+/g, '');

interface Haystack {
  model: ModelSpec;
  /** Folded id and names, each a string the words are looked for in. */
  keys: readonly string[];
  all: string;
}

const HAYSTACKS: readonly Haystack[] = MODELS.map((m) => {
  const fam = FAMILY_NAMES[m.family];
  const keys = [m.id, m.name.en, m.name.zh].map(fold);
  const extra = [fam.en, fam.zh, m.experts ? 'moe' : 'dense', m.mlaLatentDim ? 'mla' : ''];
  return { model: m, keys, all: keys.concat(extra.map(fold)).join(' ') };
});

/**
 * Type-ahead: the models whose id, names (either language) or family contain every word typed,
 * grouped by family with the label in `lang`. Groups with a model whose id or name starts with
 * the text come first, then the catalog's family order; models keep the catalog's order. Empty
 * text lists every model.
 */
export function searchModels(text: string, lang: 'zh' | 'en'): ModelGroup[] {
  const words = text
    .normalize('NFKC')
    .split(/[\s,，]+/)
    .map(fold)
    .filter((w) => w !== '');
  const whole = fold(text);
  const groups = new Map<string, { models: ModelSpec[]; prefix: boolean }>();
  for (const h of HAYSTACKS) {
    if (!words.every((w) => h.all.includes(w))) continue;
    let g = groups.get(h.model.family);
    if (!g) {
      g = { models: [], prefix: false };
      groups.set(h.model.family, g);
    }
    g.models.push(h.model);
    if (whole !== '' && h.keys.some((k) => k.startsWith(whole))) g.prefix = true;
  }
  const out: (ModelGroup & { prefix: boolean; order: number })[] = [];
  for (const [family, g] of groups) {
    const f = MODEL_FAMILIES.find((x) => x === family);
    if (f === undefined) continue;
    out.push({
      family: f,
      label: FAMILY_NAMES[f][lang],
      models: g.models,
      prefix: g.prefix,
      order: MODEL_FAMILIES.indexOf(f),
    });
  }
  out.sort((a, b) => Number(b.prefix) - Number(a.prefix) || a.order - b.order);
  return out.map(({ family, label, models: list }) => ({ family, label, models: list }));
}

/** Edit distance (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The size in a model id (`70b`, `8x7b`, `a22b`), or `null`. */
const sizeOf = (id: string): string | null =>
  /(\d+(?:\.\d+)?x?\d*b)(?!.*\d+b)/.exec(id)?.[1] ?? null;

/**
 * The ids nearest to `id` (which names no model), best first: by edit distance over the folded
 * text, a shared size (`70b`) counting as two edits closer, and containment as three.
 */
export function closestModelIds(id: string, n = 3): string[] {
  const q = fold(id);
  const size = sizeOf(id.toLowerCase());
  const scored = HAYSTACKS.map((h, i) => {
    const key = h.keys[0] ?? '';
    let score = distance(q, key);
    if (size !== null && sizeOf(h.model.id) === size) score -= 2;
    if (q.length >= 3 && (key.includes(q) || q.includes(key))) score -= 3;
    return { id: h.model.id, score, i };
  });
  scored.sort((a, b) => a.score - b.score || a.i - b.i);
  return scored.slice(0, n).map((s) => s.id);
}
