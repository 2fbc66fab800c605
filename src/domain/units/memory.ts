declare const brand: unique symbol;

/** Gibibytes (2^30 bytes). Vendors' "80 GB" of GPU memory is 80 GiB. */
export type Gibibytes = number & { readonly [brand]: 'GiB' };
/** Dense tera floating-point operations per second. */
export type Tflops = number & { readonly [brand]: 'TFLOPS' };

export const gib = (value: number): Gibibytes => value as Gibibytes;
export const tflops = (value: number): Tflops => value as Tflops;

/** Catalog files give memory in MiB; the dataset keeps GiB. */
export const mibToGib = (mib: number): Gibibytes => (mib / 1024) as Gibibytes;

/** Bytes of `billions` × 10^9 items of `bytesEach`, in GiB. */
export const billionsToGib = (billions: number, bytesEach: number): Gibibytes =>
  ((billions * 1e9 * bytesEach) / 2 ** 30) as Gibibytes;
