import type { CatalogSource, ImportProvider } from './types';

/**
 * The public origin of each provider's catalog file (SkyPilot catalog format). The Alibaba and
 * Tencent files come from a fork that converted the providers' CNY prices to USD.
 */
export const DEFAULT_SOURCES: Readonly<Record<ImportProvider, Omit<CatalogSource, 'sha256'>>> = {
  lambda: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/lambda/vms.csv',
    commit: '0f4070387edc953d7004cff197940e1918a1d6aa',
  },
  runpod: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v7/runpod/vms.csv',
    commit: '0727c2bd9e77f91cb1377127c5f793a28cf01384',
  },
  aliyun: {
    repo: 'sugarlxn/skypilot-catalog',
    path: 'catalogs/v8/alicloud/vms.csv',
    commit: '003c56a723d369190b11308e630e4cfd33e25c86',
  },
  tencent: {
    repo: 'sugarlxn/skypilot-catalog',
    path: 'catalogs/v8/tencentcloud/vms.csv',
    commit: '319364519647e37c5ee585be5338b02b10f744be',
  },
  nebius: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/nebius/vms.csv',
    commit: '0082b0435f3912ae4c566856b272455cc78f4f61',
  },
  oci: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/oci/vms.csv',
    commit: '0588751183820cf2dab5c8a89447e8aac9f73fd5',
  },
  verda: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/verda/vms.csv',
    commit: '538675a09162988c70e6f07f8302e7d986749ff8',
  },
  hyperbolic: {
    repo: 'skypilot-org/skypilot-catalog',
    path: 'catalogs/v8/hyperbolic/vms.csv',
    commit: '0082b0435f3912ae4c566856b272455cc78f4f61',
  },
};

/** The source reference as the dataset writes it: `github:<repo> <path> @<commit>`. */
export const sourceRef = (s: Pick<CatalogSource, 'repo' | 'path' | 'commit'>): string =>
  `github:${s.repo} ${s.path} @${s.commit}`;
