/**
 * A web address for one part of a dataset source reference: an explicit URL, a
 * `github:owner/repo path @commit` reference, or a bare `host/path`; null when there is none.
 */
export function sourceUrl(ref: string): string | null {
  const explicit = /https?:\/\/[^\s;)]+/.exec(ref);
  if (explicit) return explicit[0];
  const github = /^github:(\S+)\s+(\S+)(?:\s+@([0-9a-f]{7,40}))?/.exec(ref.trim());
  if (github) return `https://github.com/${github[1]}/blob/${github[3] ?? 'HEAD'}/${github[2]}`;
  const bare = /\b((?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s;),]*)/i.exec(ref);
  return bare ? `https://${bare[1]}` : null;
}

/** A source reference split at `;` into parts, each with its address when it has one. */
export function sourceParts(ref: string): { text: string; url: string | null }[] {
  return ref
    .split(/;\s+/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, url: sourceUrl(text) }));
}
