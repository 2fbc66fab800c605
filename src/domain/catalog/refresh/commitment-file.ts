/**
 * The commitment files the refresh writes from AWS's bulk price list and Azure's Retail Prices
 * API (`data/commitments/refreshed/<provider>.json`): the reservations and savings plans those
 * lists state for the catalog's instance types, each row dated like the list's prices.
 */
import type { CommitmentPrice } from '../schema';
import { serializeListFile, type ListFileHead } from './list-file';

export interface CommitmentFile extends ListFileHead {
  commitments: CommitmentPrice[];
}

/** The file as text: fixed key order, one commitment per line, a final newline. */
export const serializeCommitmentFile = (file: CommitmentFile): string =>
  serializeListFile(file, 'commitments', file.commitments);
