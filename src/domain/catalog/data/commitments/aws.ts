import type { CommitmentPrice, Source } from '../../schema';
import { HOURS_PER_MONTH } from '../../../units/money';

/**
 * AWS EC2 reserved instances in us-east-1 (Linux, shared tenancy) for the GPU instance types the
 * catalog lists, from instances.vantage.sh's EC2 data (read from the AWS Price List) as a public
 * repository committed it. That data gives each reservation as its effective hourly rate over
 * the term: for no upfront that is the hourly charge itself; for all upfront it is the upfront
 * fee ÷ the term's hours (8,760 or 26,280), so the fee here is that rate × those hours, rounded
 * to the dollar (the products come out within a cent of whole dollars, as AWS's fees are).
 * Partial upfront is left out: the data gives its effective rate but not how it splits into fee
 * and hourly charge. The data has no Savings Plans rates, no reservation for p3.2xlarge,
 * p3.8xlarge, p3.16xlarge or p5en.48xlarge, and no 1-year Standard reservation for p5.48xlarge
 * (its 1-year rows are Convertible, marked as such).
 */
const SOURCE: Source = {
  ref: 'github:tsaol/aws-gpu data/gpu_instances_raw.json @2d0108c7bd261c8e40493fbd35135437bd6c9099',
  date: '2025-11-30',
  note: "instances.vantage.sh's EC2 data (AWS Price List): linux.reserved effective USD/h over the term; all-upfront fee = rate × term hours.",
};

/** Effective USD per hour: `[type, 1y no upfront, 1y all upfront, 3y no upfront, 3y all upfront]`. */
const RATES: readonly (readonly [string, number, number, number, number])[] = [
  ['g4dn.xlarge', 0.331, 0.309247, 0.227, 0.197793],
  ['g4dn.metal', 4.929, 4.600457, 3.38, 2.941819],
  ['g5.xlarge', 0.63378, 0.591553, 0.43459, 0.378272],
  ['g5.4xlarge', 1.02312, 0.954909, 0.70157, 0.610616],
  ['g5.8xlarge', 1.54224, 1.439384, 1.05754, 0.920434],
  ['g5.12xlarge', 3.57336, 3.33516, 2.4503, 2.132686],
  ['g6.xlarge', 0.52392, 0.489041, 0.3694, 0.321499],
  ['g6.8xlarge', 1.31137, 1.223973, 0.92461, 0.804756],
  ['g6e.xlarge', 1.17243, 1.094292, 0.80395, 0.699734],
  ['g6e.12xlarge', 6.61036, 6.169635, 4.53282, 3.945244],
  ['g6e.48xlarge', 18.98264, 17.717123, 13.01667, 11.329338],
  ['p3dn.24xlarge', 19.215, 17.933562, 10.416, 9.06583],
  ['p4d.24xlarge', 13.921094, 12.993037, 9.374219, 8.159056],
  ['p4de.24xlarge', 17.401365, 16.241324, 11.717773, 10.19882],
  ['p5.48xlarge', 43.344, 40.454452, 23.77728, 20.695053],
];

/** Types whose 1-year rows are Convertible reservations (no 1-year Standard one in the data). */
const CONVERTIBLE_1Y = new Set(['p5.48xlarge']);

/**
 * All-upfront reservations whose effective rate the AWS Price List gave unchanged on 2026-08-18
 * (p5.48xlarge 40.4545 and 20.6951, g6e.xlarge 1.0943 and 0.6997 USD an hour over 1 and 3
 * years, the same to four decimals as the rates above): dated that day.
 */
const CONFIRMED: Source = {
  ref: 'github:koen-nebius/price-monitor store/history.csv @0208d04f564064b60251242613e3a7813237a836 (rows of 2026-08-18: aws, reserved_1yr and reserved_3yr, p5.48xlarge and g6e.xlarge, us-east-1)',
  date: '2026-08-18',
  note: "AWS Price List (data_source official_api): each reservation's effective USD/h over its term, equal to the all-upfront rate.",
};
const CONFIRMED_ALL_UPFRONT = new Set(['p5.48xlarge', 'g6e.xlarge']);

const row = (
  instanceType: string,
  termMonths: 12 | 36,
  upfront: 'none' | 'all',
  rate: number,
): CommitmentPrice => {
  const confirmed = upfront === 'all' && CONFIRMED_ALL_UPFRONT.has(instanceType);
  const hours = HOURS_PER_MONTH * termMonths;
  const offering =
    termMonths === 12 && CONVERTIBLE_1Y.has(instanceType) ? 'Convertible' : 'Standard';
  return {
    provider: 'aws',
    instanceType,
    region: 'us-east-1',
    currency: 'USD',
    kind: 'reserved',
    termMonths,
    upfront,
    upfrontPrice: upfront === 'all' ? Math.round(rate * hours) : 0,
    hourly: upfront === 'none' ? rate : 0,
    asOf: confirmed ? '2026-08-18' : '2025-11-30',
    asOfKind: 'captured',
    source: confirmed ? CONFIRMED : SOURCE,
    note:
      offering === 'Convertible'
        ? 'Convertible reservation (no 1-year Standard one listed).'
        : null,
  };
};

export const awsCommitments: readonly CommitmentPrice[] = RATES.flatMap(
  ([type, n1, a1, n3, a3]) => [
    row(type, 12, 'none', n1),
    row(type, 12, 'all', a1),
    row(type, 36, 'none', n3),
    row(type, 36, 'all', a3),
  ],
);
