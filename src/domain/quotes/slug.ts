/** Slugs for quote ids and provider ids: lower-case ASCII letters, digits and dashes. */
import type { Provider } from '../catalog/schema';
import { QUOTE_LIMITS } from './schema';

/** Folds text to a slug; letters outside ASCII are dropped (`''` when nothing is left). */
export function slugify(text: string, max: number = QUOTE_LIMITS.idLength): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** A short stable hash (FNV-1a, base 36) for names that have no ASCII letters. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * The provider id a name stands for: a catalog provider when the name is its id or its name in
 * either language (case-insensitive), else the slug of the name (`custom-<hash>` without ASCII).
 */
export function providerIdFor(name: string, providers: readonly Provider[]): string {
  const wanted = name.trim().toLowerCase();
  const known = providers.find(
    (p) =>
      p.id === wanted || p.name.en.toLowerCase() === wanted || p.name.zh.toLowerCase() === wanted,
  );
  if (known) return known.id;
  const slug = slugify(name, QUOTE_LIMITS.providerIdLength);
  return /^[a-z]/.test(slug) ? slug : `custom-${shortHash(name.trim())}`;
}

/** The id a quote gets by default: provider, instance name and region (unless `any`), slugged. */
export function defaultQuoteId(provider: string, instanceType: string, region = 'any'): string {
  const words = region === 'any' ? [provider, instanceType] : [provider, instanceType, region];
  return slugify(words.join(' ')) || `q-${shortHash(words.join('\u0000'))}`;
}

/** `base`, or `base-2`, `base-3`, … : the first one not in `taken`. */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  const stem = base.slice(0, QUOTE_LIMITS.idLength - 6);
  for (let n = 2; ; n++) {
    const id = `${stem}-${n}`;
    if (!taken.has(id)) return id;
  }
}
