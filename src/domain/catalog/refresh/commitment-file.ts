/**
 * The commitment files the refresh writes from AWS's bulk price list and Azure's Retail Prices
 * API (`data/commitments/refreshed/<provider>.json`): the reservations and savings plans those
 * lists state for the catalog's instance types, each row dated like the list's prices.
 */
import type { CommitmentPrice } from '../schema';
import type { ListProvider } from './upstream';

export interface CommitmentFile {
  provider: ListProvider;
  /** The recorded file the commitments come from. */
  source: { url: string; date: string | null; fetchedOn: string };
  reason?: string;
  commitments: CommitmentPrice[];
}

/** The file as text: fixed key order, one commitment per line, a final newline. */
export function serializeCommitmentFile(file: CommitmentFile): string {
  const head = (['provider', 'source', 'reason'] as const)
    .filter((k) => file[k] !== undefined)
    .map((k) => `  ${JSON.stringify(k)}: ${JSON.stringify(file[k])}`);
  const rows =
    file.commitments.length === 0
      ? '[]'
      : `[\n${file.commitments.map((c) => `    ${JSON.stringify(c)}`).join(',\n')}\n  ]`;
  return `{\n${[...head, `  "commitments": ${rows}`].join(',\n')}\n}\n`;
}
