/**
 * Where each provider's prices come from when the catalog refreshes itself: public, keyless,
 * machine-readable files. A refresh first records what it fetched (the files and a manifest
 * naming each file's URL and the date its publisher stated) in one folder, then builds the
 * catalog from that folder, so a run can be replayed offline (`data:refresh -- --from <dir>`).
 */
import { IMPORT_PROVIDERS, type ImportProvider } from '../import/types';

/** Providers the refresh can update: the SkyPilot-format files, AWS's and Azure's own lists. */
export const REFRESH_PROVIDERS = [...IMPORT_PROVIDERS, 'aws', 'azure'] as const;
export type RefreshProvider = (typeof REFRESH_PROVIDERS)[number];
export type ListProvider = Exclude<RefreshProvider, ImportProvider>;

export const isRefreshProvider = (value: string): value is RefreshProvider =>
  (REFRESH_PROVIDERS as readonly string[]).includes(value);

export const isListProvider = (p: RefreshProvider): p is ListProvider =>
  p === 'aws' || p === 'azure';

/** A SkyPilot-format catalog file in a public GitHub repository. */
export interface GithubCatalog {
  repo: string;
  path: string;
  branch: string;
}

export const GITHUB_CATALOGS: Readonly<Record<ImportProvider, GithubCatalog>> = {
  lambda: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/lambda/vms.csv',
    branch: 'master',
  },
  runpod: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/runpod/vms.csv',
    branch: 'master',
  },
  aliyun: {
    repo: 'sugarlxn/skypilot-catalog',
    path: 'catalogs/v8/alicloud/vms.csv',
    branch: 'master',
  },
  tencent: {
    repo: 'sugarlxn/skypilot-catalog',
    path: 'catalogs/v8/tencentcloud/vms.csv',
    branch: 'master',
  },
  nebius: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/nebius/vms.csv',
    branch: 'master',
  },
  oci: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/oci/vms.csv',
    branch: 'master',
  },
  verda: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/verda/vms.csv',
    branch: 'master',
  },
  hyperbolic: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/hyperbolic/vms.csv',
    branch: 'master',
  },
};

/** The raw file at a commit (what a refresh downloads and names as the source). */
export const rawUrl = (c: Pick<GithubCatalog, 'repo' | 'path'>, commit: string): string =>
  `https://raw.githubusercontent.com/${c.repo}/${commit}/${c.path}`;

/** GitHub's keyless API: the newest commit touching the file, with its date. */
export const commitsUrl = (c: GithubCatalog): string =>
  `https://api.github.com/repos/${c.repo}/commits?sha=${c.branch}&path=${encodeURIComponent(c.path)}&per_page=1`;

/** AWS's public bulk price list for EC2 in one region (CSV; its header states a publication date). */
export const awsPriceListUrl = (region: string): string =>
  `https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/current/${region}/index.csv`;

/**
 * Azure's keyless Retail Prices API for one VM size in one region; the preview API version is
 * the one whose pay-as-you-go meters carry their savings-plan rates.
 */
export const azureRetailUrl = (sku: string, region: string): string =>
  `https://prices.azure.com/api/retail/prices?api-version=2023-01-01-preview&$filter=${encodeURIComponent(
    `serviceName eq 'Virtual Machines' and armRegionName eq '${region}' and armSkuName eq '${sku}'`,
  )}`;

/** One recorded upstream file. */
export interface RecordedFile {
  provider: RefreshProvider;
  /** File name inside the recorded folder. */
  file: string;
  /** Where it was fetched from. */
  url: string;
  /** For GitHub files: repository, path and the commit fetched. */
  repo?: string;
  path?: string;
  commit?: string;
  /**
   * The date its publisher states for it (a GitHub commit's date, AWS's "Publication Date"),
   * or `null` when none is known: its prices then stay undated snapshots.
   */
  date: string | null;
}

/** `manifest.json` of a recorded folder. */
export interface Manifest {
  /** The day the files were fetched (YYYY-MM-DD, UTC). */
  fetchedOn: string;
  files: RecordedFile[];
}
