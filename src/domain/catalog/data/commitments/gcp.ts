import type { CommitmentPrice } from '../../schema';
import { HOURS_PER_MONTH } from '../../../units/money';
import { SRC } from '../sources';
import { pricesPerTerm } from './define';

/**
 * Google Cloud committed-use discounts (resource-based, billed monthly for 1 or 3 years, nothing
 * upfront) for the A2, A3 and G2 machine types the catalog lists, from the same pricing file as
 * their on-demand prices. The file gives a month's cost at 730 hours (`month_1y`, `month_3y`);
 * the hourly rate here is that month ÷ 730. The file lists no commitment price for a2-ultragpu
 * (A100 80GB) types, so they have none here.
 */
const source = {
  ...SRC.cyclenerdGcp,
  note: 'Committed-use month at 730 h (month_1y, month_3y) ÷ 730; GPUs and bundled Local SSD included.',
};

const COMMON = {
  provider: 'gcp',
  currency: 'USD',
  kind: 'committed-use',
  upfront: 'none',
  asOfKind: 'captured',
} as const;

/**
 * a3-highgpu-8g (8× H100) in us-central1 from Google's Cloud Billing catalog as read on
 * 2026-08-18: 1-year 54.3905 and 3-year 34.3992 USD an hour (6.7988 and 4.2999 per GPU). The
 * pricing file of 2025-03-06 gave 61.38 and 38.86 (month_1y 44,810.08 and month_3y 28,370.998
 * ÷ 730).
 */
const A3_2026_08_18 = {
  ref: 'github:koen-nebius/price-monitor store/history.csv @0208d04f564064b60251242613e3a7813237a836 (rows of 2026-08-18: gcp, H100, committed_1yr and committed_3yr, a3-highgpu-8g, us-central1)',
  date: '2026-08-18',
  note: 'Read from the Cloud Billing catalog (data_source official_api); per instance-hour, nothing upfront.',
};

export const gcpCommitments: readonly CommitmentPrice[] = [
  ...pricesPerTerm(
    { ...COMMON, asOf: '2025-03-06', source },
    [12, 36],
    (month) => ({ upfrontPrice: 0, hourly: month / HOURS_PER_MONTH }),
    // `[machine type, region, month_1y, month_3y]` as printed in the pricing file
    [
      ['a2-highgpu-1g', 'us-central1', 1689.3711392, 938.56707798],
      ['a2-highgpu-2g', 'us-central1', 3378.7422784, 1877.13415596],
      ['a2-highgpu-4g', 'us-central1', 6757.4845568, 3754.26831192],
      ['a2-highgpu-8g', 'us-central1', 13514.9691136, 7508.53662384],
      ['a2-megagpu-16g', 'us-central1', 25634.2950272, 14241.71597664],
      ['a3-megagpu-8g', 'us-east4', 46678.66370976, 29555.25790768],
      ['g2-standard-4', 'us-central1', 325.07215214, 232.19438719],
      ['g2-standard-8', 'us-central1', 392.58179878, 280.41555627],
      ['g2-standard-12', 'us-central1', 460.09144542, 328.63672535],
      ['g2-standard-24', 'us-central1', 920.18289084, 657.2734507],
      ['g2-standard-32', 'us-central1', 797.63967862, 569.74257075],
      ['g2-standard-48', 'us-central1', 1840.36578168, 1314.5469014],
      ['g2-standard-96', 'us-central1', 3680.73156336, 2629.0938028],
    ],
  ),
  ...pricesPerTerm(
    { ...COMMON, asOf: '2026-08-18', source: A3_2026_08_18 },
    [12, 36],
    (hourly) => ({ upfrontPrice: 0, hourly }),
    [['a3-highgpu-8g', 'us-central1', 54.3905, 34.3992]],
  ),
];
