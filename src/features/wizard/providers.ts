import { translate, type Lang } from '../../i18n';
import type { ProviderChoice } from './providers-fieldset';

/**
 * The providers the dataset covers (ids as in the catalog). Listed here rather than read from the
 * catalog so the wizard's chunk stays small; a link may still name any well-formed provider id.
 */
const PROVIDER_IDS = [
  'aliyun',
  'tencent',
  'huawei',
  'baidu',
  'aws',
  'azure',
  'gcp',
  'lambda',
  'runpod',
  'oci',
  'nebius',
  'verda',
  'hyperbolic',
] as const;

export const catalogProviders = (lang: Lang): ProviderChoice[] =>
  PROVIDER_IDS.map((id) => ({ id, name: translate(lang, `wizard.provider.${id}`) }));
