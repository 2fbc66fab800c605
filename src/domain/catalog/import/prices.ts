import { CATALOG_FORK_USD_PER_CNY, convert } from '../../units/money';
import type { ImportProvider } from './types';

/** The currency each provider publishes in; the dataset keeps that one. */
export const PROVIDER_CURRENCY: Readonly<Record<ImportProvider, 'USD' | 'CNY'>> = {
  lambda: 'USD',
  runpod: 'USD',
  aliyun: 'CNY',
  tencent: 'CNY',
  nebius: 'USD',
  oci: 'USD',
  verda: 'USD',
  hyperbolic: 'USD',
};

/**
 * Decimals kept when turning the fork's USD back into CNY. The fork's USD figures carry up to 8
 * decimals, so USD ÷ 0.138 leaves conversion noise beyond the 4th decimal; 4 decimals keep every
 * figure the provider's price API itself returns (e.g. 9.6166 CNY/h for gn7i-c8g1.2xlarge) and
 * are below 0.03 % of the cheapest price in the files.
 */
export const CNY_DECIMALS = 4;

const round = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/** A catalog price (USD per instance-hour) in the provider's own currency. */
export function datasetPrice(provider: ImportProvider, usd: number): number {
  if (PROVIDER_CURRENCY[provider] === 'USD') return usd;
  return round(convert(usd, 'USD', 'CNY', 1 / CATALOG_FORK_USD_PER_CNY), CNY_DECIMALS);
}

export const currencyNote = (provider: ImportProvider): string =>
  PROVIDER_CURRENCY[provider] === 'USD'
    ? 'USD per instance-hour as the catalog lists them'
    : `CNY per instance-hour: the catalog's USD divided by ${CATALOG_FORK_USD_PER_CNY} USD per CNY (the rate the fork converted with), rounded to ${CNY_DECIMALS} decimals`;

/**
 * No public offer of a whole GPU goes below this price per GPU-hour (USD): the cheapest real
 * whole-GPU price in the four files is 0.29 (RunPod RTX A5000), and vGPU slices stay above it
 * when counted per whole card. A row priced under it (Alibaba gn5i-c12g1.6xlarge at 0.011592
 * USD/h for two P4) is a catalog error and is quarantined.
 */
export const IMPLAUSIBLE_USD_PER_GPU_HOUR = 0.1;

/**
 * The same floor for spot prices: a tenth of the on-demand one, since spot discounts reach about
 * 90 %. The cheapest real spot price per GPU-hour in the files is 0.099 USD (Alibaba
 * gn7r-c16g1.4xlarge, one small GA107 card).
 */
export const IMPLAUSIBLE_SPOT_USD_PER_GPU_HOUR = IMPLAUSIBLE_USD_PER_GPU_HOUR / 10;
