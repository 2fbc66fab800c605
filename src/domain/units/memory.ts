declare const brand: unique symbol;

/**
 * Units of the catalog's GPU fields, branded in its schema so a figure says what it measures.
 * Vendors' "80 GB" of GPU memory is 80 GiB (2^30 bytes); the engine estimates memory in GiB.
 */
export type Gibibytes = number & { readonly [brand]: 'GiB' };
/** Dense tera floating-point operations per second. */
export type Tflops = number & { readonly [brand]: 'TFLOPS' };
