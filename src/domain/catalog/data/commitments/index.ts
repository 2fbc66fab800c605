import type { RawFile } from '../../build';
import type { CommitmentPrice } from '../../schema';
import { gcpCommitments } from './gcp';

/**
 * Subscription, reservation, savings-plan and committed-use prices, one file per provider, each
 * row with its source and date (see `CommitmentPriceSchema`).
 */
export const commitmentFiles: readonly RawFile<CommitmentPrice>[] = [
  { file: 'data/commitments/gcp.ts', records: gcpCommitments },
];
