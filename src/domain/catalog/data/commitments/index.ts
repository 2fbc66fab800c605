import type { RawFile } from '../../build';
import type { CommitmentFile } from '../../refresh/commitment-file';
import type { CommitmentPrice } from '../../schema';
import { awsCommitments } from './aws';
import { gcpCommitments } from './gcp';
import awsRefreshed from './refreshed/aws.json';
import azureRefreshed from './refreshed/azure.json';
import { tencentCommitments } from './tencent';

/** What `npm run data:refresh` wrote from AWS's and Azure's price lists (typed loosely by the import). */
const refreshed = [awsRefreshed, azureRefreshed] as unknown as readonly CommitmentFile[];

/**
 * Subscription, reservation, savings-plan and committed-use prices, one file per provider, each
 * row with its source and date (see `CommitmentPriceSchema`). Where a refreshed row and a
 * hand-kept one price the same commitment of the same offer, the newer one is used.
 */
export const commitmentFiles: readonly RawFile<CommitmentPrice>[] = [
  { file: 'data/commitments/aws.ts', records: awsCommitments },
  { file: 'data/commitments/gcp.ts', records: gcpCommitments },
  { file: 'data/commitments/tencent.ts', records: tencentCommitments },
  ...refreshed.map((f) => ({
    file: `data/commitments/refreshed/${f.provider}.json`,
    records: f.commitments,
  })),
];
