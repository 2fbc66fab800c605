/**
 * Facts of an offer that every ranked and excluded entry shows, read the same way everywhere:
 * the ranking loop, the excluded offers' records, and the page rebuilding them from a posted
 * ranking (this module has no other dependency, so the page loads no engine code for it).
 */
import type { Gpu, Offer } from '../catalog/schema';

const INTERCONNECT = new Map<string, string>(
  ['nvlink', 'pcie', 'single', 'unknown'].flatMap((link) => [
    [`${link} none`, link],
    [`${link} ethernet`, link],
    ...['infiniband', 'efa', 'rdma'].map((f): [string, string] => [`${link} ${f}`, `${link}+${f}`]),
  ]),
);

const linkOf = (offer: Offer): string =>
  offer.gpuLink ?? (offer.gpuCount === 1 ? 'single' : 'unknown');

/** `nvlink`, `pcie`, `single` or `unknown`, plus `+infiniband`/`+efa`/`+rdma` between nodes. */
export function interconnectOf(offer: Offer): string {
  const link = linkOf(offer);
  if (offer.fabric === null || offer.fabric === 'ethernet') return link;
  return INTERCONNECT.get(`${link} ${offer.fabric}`) ?? link;
}

/** GPU memory of the instance in GiB: the offer's figure, else count × the GPU's; `null`: unknown. */
export const capacityOf = (offer: Offer, gpu: Gpu | undefined): number | null =>
  capacityFrom(offer.gpuMemoryGiB, gpu, offer.gpuCount, offer.gpuShare);

/** As `capacityOf`, from the figures (the offer's stated memory, its GPU count and share). */
export function capacityFrom(
  stated: number | null,
  gpu: Gpu | undefined,
  count: number,
  share: number,
): number | null {
  if (stated !== null) return stated;
  if (gpu?.memoryGiB == null) return null;
  return gpu.memoryGiB * count * share;
}
