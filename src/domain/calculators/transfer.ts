/**
 * Data transfer cost with compression (the guide's section 5.2). Compression ratios are
 * assumptions (no source in the dataset): text compresses well, JPEG images and model weights
 * barely, archives not at all.
 */

export const DATA_TYPES = ['text', 'images', 'weights', 'archive'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/**
 * Typical lossless compression ratio (original ÷ compressed) per data type. Assumptions:
 * text/CSV/JSON 4:1 (general-purpose compressors usually reach 3–10:1), JPEG/PNG images 1.02:1
 * (already compressed), fp16/bf16 model weights 1.1:1 (floating-point mantissas look random),
 * zip/gzip/video archives 1:1.
 */
export const COMPRESSION_RATIO: Readonly<Record<DataType, number>> = {
  text: 4,
  images: 1.02,
  weights: 1.1,
  archive: 1,
};

export interface TransferInput {
  /** Data to move, GB. */
  sizeGb: number;
  /** Price per GB moved, CNY. */
  cnyPerGb: number;
  /** Original ÷ compressed size, ≥ 1. */
  ratio: number;
}

export interface TransferResult {
  compressedGb: number;
  /** Cost without compression, CNY. */
  costRaw: number;
  /** Cost of the compressed data, CNY. */
  costCompressed: number;
  /** costRaw − costCompressed, CNY. */
  saving: number;
  /** saving ÷ costRaw (0 when nothing is moved). */
  savingShare: number;
}

/** Cost of moving `sizeGb` with and without compression at `ratio`. */
export function transferCost(i: TransferInput): TransferResult {
  const ratio = Math.max(1, i.ratio);
  const compressedGb = i.sizeGb / ratio;
  const costRaw = i.sizeGb * i.cnyPerGb;
  const costCompressed = compressedGb * i.cnyPerGb;
  const saving = costRaw - costCompressed;
  return {
    compressedGb,
    costRaw,
    costCompressed,
    saving,
    savingShare: costRaw > 0 ? saving / costRaw : 0,
  };
}
