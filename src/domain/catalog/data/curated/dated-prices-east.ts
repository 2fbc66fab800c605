import type { DatedPrice, Source } from '../../schema';

/**
 * Dated prices for Nebius and Verda (formerly DataCrunch), read from dated public copies of
 * their price lists. Applied over the imported catalog files like `dated-prices.ts`: a captured
 * price replaces a price that is only "listed on or before" the day a catalog file was read, and
 * where the two differ by more than 10 % the offer is flagged `sources-disagree`.
 *
 * Nebius raised its on-demand prices in 2026 (H100 2.95 → 3.85, H200 3.50 → 4.50, B200
 * 5.50 → 7.15 per GPU-hour); SkyPilot's v8 Nebius file still lists the 2025 prices. Its L40S
 * (Intel) presets kept their price (1.55 per GPU-hour, 2026-09-25), so they are not repriced.
 * The unified price of a preset (GPU, vCPU and RAM together since 2025-10-01) is per GPU, and an
 * 8-GPU preset costs 8 × the 1-GPU price (as in the catalog and the stored 2025 prices).
 *
 * Verda prices each size as count × a per-GPU price (1×, 2×, 4× and 8× of a family in both stored
 * SkyPilot files); its API's list price of 2026-08-18 for each 8-GPU type is applied to every
 * size of that family, in every region the catalog lists it.
 */

const NEBIUS_2026_08_18: Source = {
  ref: 'github:koen-nebius/price-monitor store/history.csv @0208d04f564064b60251242613e3a7813237a836 (rows of 2026-08-18, provider nebius)',
  date: '2026-08-18',
  note: 'On-demand and preemptible prices per GPU-hour scraped from nebius.com/prices on 2026-08-18 (source_type provider_page, confidence high). The on-demand figures are the same in github:tgarg01/silybench-data derived/csv/gpu_prices.csv @045df3bf56b8d62c58f108fc43cb397306b83331 (nebius.com/prices, checked 2026-09-25).',
};

const VERDA_2026_08_18: Source = {
  ref: 'github:koen-nebius/price-monitor store/history.csv @0208d04f564064b60251242613e3a7813237a836 (rows of 2026-08-18, provider verda)',
  date: '2026-08-18',
  note: "Verda's API list prices (data_source official_api) for the 8-GPU types on 2026-08-18, on-demand and spot, per instance-hour.",
};

const VERDA_2026_10_29: Source = {
  ref: 'huggingface:datasets/lanternworks/gpu-cloud-prices (rows of 2026-10-29, Verda (formerly DataCrunch), RTX A6000)',
  date: '2026-10-29',
  note: 'On-demand 0.82 and spot 0.41 per GPU-hour for a 1× RTX A6000 instance, read from verda.com/pricing on 2026-10-29.',
};

/** Instance price = GPUs × the per-GPU price, to a hundredth of a cent. */
const times = (gpus: number, perGpu: number): number => Math.round(gpus * perGpu * 1e4) / 1e4;

const row = (
  provider: 'nebius' | 'verda',
  instanceType: string,
  onDemand: number,
  spot: number | null,
  source: Source,
  note: string | null = null,
): DatedPrice => ({
  provider,
  instanceType,
  region: null,
  currency: 'USD',
  onDemand,
  spot,
  asOf: source.date as string,
  asOfKind: 'captured',
  source,
  note,
});

/** Nebius: [preset, GPUs, on-demand per GPU, preemptible per GPU]. */
const NEBIUS: readonly (readonly [string, number, number, number])[] = [
  ['gpu-h100-sxm_1gpu-16vcpu-200gb', 1, 3.85, 2.15],
  ['gpu-h100-sxm_8gpu-128vcpu-1600gb', 8, 3.85, 2.15],
  ['gpu-h200-sxm_1gpu-16vcpu-200gb', 1, 4.5, 2.45],
  ['gpu-h200-sxm_8gpu-128vcpu-1600gb', 8, 4.5, 2.45],
  ['gpu-b200-sxm_8gpu-160vcpu-1792gb', 8, 7.15, 3.95],
];

/** Verda: family → [8-GPU on-demand, 8-GPU spot] per instance-hour, and the sizes listed. */
const VERDA: readonly (readonly [string, number, number, readonly string[]])[] = [
  ['B300', 60.0, 30.0, ['1B300.30V', '2B300.60V', '4B300.120V', '8B300.240V']],
  ['B200', 48.88, 24.44, ['1B200.30V', '2B200.60V', '4B200.120V', '8B200.240V']],
  ['H200', 32.0, 16.0, ['1H200.141S.44V', '2H200.141S.88V', '4H200.141S.176V', '8H200.141S.176V']],
  ['H100', 26.0, 13.0, ['1H100.80S.30V', '2H100.80S.80V', '4H100.80S.176V', '8H100.80S.176V']],
  ['L40S', 10.96, 5.48, ['1L40S.20V', '2L40S.40V', '4L40S.80V', '8L40S.160V']],
  [
    'RTX PRO 6000',
    15.12,
    7.56,
    ['1RTXPRO6000.30V', '2RTXPRO6000.60V', '4RTXPRO6000.120V', '8RTXPRO6000.240V'],
  ],
];

const gpusOf = (instanceType: string): number => Number.parseInt(instanceType, 10);

export const eastDatedPrices: readonly DatedPrice[] = [
  ...NEBIUS.map(([type, n, od, spot]) =>
    row('nebius', type, times(n, od), times(n, spot), NEBIUS_2026_08_18),
  ),
  ...VERDA.flatMap(([family, od8, spot8, types]) =>
    types.map((type) => {
      const n = gpusOf(type);
      return row(
        'verda',
        type,
        times(n, od8 / 8),
        times(n, spot8 / 8),
        VERDA_2026_08_18,
        n === 8 ? null : `${n} × the per-GPU price of Verda's 8× ${family} type on the same day.`,
      );
    }),
  ),
  ...['1A6000.10V', '2A6000.20V', '4A6000.40V', '8A6000.80V'].map((type) => {
    const n = gpusOf(type);
    return row(
      'verda',
      type,
      times(n, 0.82),
      times(n, 0.41),
      VERDA_2026_10_29,
      n === 1 ? null : `${n} × the 1× RTX A6000 price of the same day.`,
    );
  }),
];
