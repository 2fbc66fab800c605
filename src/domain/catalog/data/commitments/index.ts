import type { RawFile } from '../../build';
import type { CommitmentPrice } from '../../schema';
import { awsCommitments } from './aws';
import { gcpCommitments } from './gcp';
import { tencentCommitments } from './tencent';

/**
 * Subscription, reservation, savings-plan and committed-use prices, one file per provider, each
 * row with its source and date (see `CommitmentPriceSchema`).
 */
export const commitmentFiles: readonly RawFile<CommitmentPrice>[] = [
  { file: 'data/commitments/aws.ts', records: awsCommitments },
  { file: 'data/commitments/gcp.ts', records: gcpCommitments },
  { file: 'data/commitments/tencent.ts', records: tencentCommitments },
];
