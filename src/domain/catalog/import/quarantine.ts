import type { Candidate } from './classify';
import { shareText } from './gpu-info';
import { IMPLAUSIBLE_SPOT_USD_PER_GPU_HOUR, IMPLAUSIBLE_USD_PER_GPU_HOUR } from './prices';

const perGpu = (usd: number, c: Candidate) => usd / (c.gpuCount * c.gpuShare);

const fixed = (n: number) => Number(n.toPrecision(2)).toString();

/**
 * Why a row's price cannot be right, or `null` when it is plausible: an on-demand or spot
 * price per whole-GPU-equivalent hour below {@link IMPLAUSIBLE_USD_PER_GPU_HOUR} (spot:
 * {@link IMPLAUSIBLE_SPOT_USD_PER_GPU_HOUR}). The GPU-equivalent counts a vGPU slice as its share.
 */
export function implausiblePrice(c: Candidate): string | null {
  for (const [label, usd, floor] of [
    ['on-demand', c.priceUsd, IMPLAUSIBLE_USD_PER_GPU_HOUR],
    ['spot', c.spotUsd, IMPLAUSIBLE_SPOT_USD_PER_GPU_HOUR],
  ] as const) {
    if (usd === null) continue;
    const each = perGpu(usd, c);
    if (each < floor) {
      const what =
        c.gpuShare < 1 ? `a ${shareText(c.gpuShare)} share of one GPU` : `${c.gpuCount} GPU(s)`;
      return `implausible ${label} price: ${usd} USD/h for ${what} is ${fixed(each)} USD per GPU-hour, below the ${floor} USD floor no public ${label} GPU price goes under`;
    }
  }
  return null;
}
