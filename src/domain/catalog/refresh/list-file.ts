/**
 * What the files the refresh writes from a provider's price list share: the provider, the
 * recorded list they come from, why they hold no rows (when they do not), and their rows, one a
 * line.
 */
import type { ListProvider } from './upstream';

export interface ListFileHead {
  provider: ListProvider;
  /** The recorded file the rows come from. */
  source: { url: string; date: string | null; fetchedOn: string };
  reason?: string;
}

/** The file as text: fixed key order, `rows` one a line under `key`, a final newline. */
export function serializeListFile(
  file: ListFileHead,
  key: string,
  rows: readonly unknown[],
): string {
  const head = (['provider', 'source', 'reason'] as const)
    .filter((k) => file[k] !== undefined)
    .map((k) => `  ${JSON.stringify(k)}: ${JSON.stringify(file[k])}`);
  const list =
    rows.length === 0 ? '[]' : `[\n${rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]`;
  return `{\n${[...head, `  ${JSON.stringify(key)}: ${list}`].join(',\n')}\n}\n`;
}
