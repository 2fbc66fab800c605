/**
 * The model catalog's API: the list, lookup by id, type-ahead search in both languages grouped
 * by family, and the closest ids to an unknown one (for the link's notice).
 */
import { FAMILY_NAMES, MODELS } from './data';
import { MODEL_FAMILIES, type ModelGroup, type ModelSpec } from './types';

export type { ModelGroup, ModelSpec } from './types';
export { MODEL_FAMILIES } from './types';

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

/** A model given only by its size, sized as a typical modern architecture of that size. */
export interface SizedArchitecture {
  /** The architecture used: the size given, with the layers and widths of `like`, scaled when outside the catalog's sizes. */
  spec: ModelSpec;
  /** The catalog model whose layers, widths and attention it takes. */
  like: ModelSpec;
  /** Whether the widths and layers are scaled from `like` (a size outside the catalog's range). */
  scaled: boolean;
}

/**
 * The catalog's dense models with grouped-query attention (fewer KV heads than attention heads,
 * no latent attention): what models released since 2023 use, and what a size stands for.
 * Distilled models repeat their base's architecture and are left out.
 */
const REPRESENTATIVE: readonly ModelSpec[] = MODELS.filter(
  (m) =>
    m.experts === null &&
    m.mlaLatentDim === null &&
    m.kvHeads < m.attentionHeads &&
    m.family !== 'deepseek-r1-distill',
);

/** KV heads × head size × layers: what one token's KV cache grows with. */
const kvWidth = (m: ModelSpec): number => m.layers * m.kvHeads * m.headDim;

/** How far apart two sizes are, as a factor (≥ 1). */
const ratio = (a: number, b: number): number => Math.max(a / b, b / a);

/** Sizes within this factor of the one given count as nearby. */
const NEARBY = 1.5;

/**
 * The architecture a model of `billions` parameters is sized as: among the catalog's dense
 * grouped-query models within 1.5× of the size, the one with the median KV cache per token
 * (ties: the nearest size, then the catalog's order), so one unusual neighbour (Gemma 2's
 * 256-wide heads, GLM-4's two KV heads) does not set it; with none that near, the nearest one,
 * its layers and widths scaled by the cube root of the size ratio (width and depth grow about
 * alike with size) and its KV heads and head size kept. The parameters are the size given,
 * dense.
 */
export function architectureForSize(billions: number): SizedArchitecture {
  const near = REPRESENTATIVE.filter((m) => ratio(m.totalParamsB, billions) <= NEARBY);
  const closeness = (m: ModelSpec) => ratio(m.totalParamsB, billions);
  let like: ModelSpec;
  let scaled = false;
  if (near.length > 0) {
    const byKv = near
      .map((m, i) => ({ m, i }))
      .sort((a, b) => kvWidth(a.m) - kvWidth(b.m) || closeness(a.m) - closeness(b.m) || a.i - b.i);
    like = (byKv[Math.floor((byKv.length - 1) / 2)] as { m: ModelSpec }).m;
  } else {
    like = REPRESENTATIVE.reduce((best, m) => (closeness(m) < closeness(best) ? m : best));
    scaled = true;
  }
  const f = scaled ? Math.cbrt(billions / like.totalParamsB) : 1;
  const width = (x: number) => Math.max(1, Math.round(x * f));
  const heads = Math.max(like.kvHeads, Math.round((like.hiddenSize * f) / like.headDim));
  const spec: ModelSpec = {
    id: like.id,
    family: like.family,
    name: like.name,
    totalParamsB: billions,
    activeParamsB: billions,
    layers: width(like.layers),
    hiddenSize: width(like.hiddenSize),
    attentionHeads: scaled ? heads : like.attentionHeads,
    kvHeads: like.kvHeads,
    headDim: like.headDim,
    intermediateSize: width(like.intermediateSize),
    mlaLatentDim: null,
    experts: null,
    maxContext: like.maxContext,
    licence: like.licence,
    source: like.source,
    hfRepo: like.hfRepo,
  };
  return { spec, like, scaled };
}
