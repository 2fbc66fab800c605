/** Memory of one GPU as a row's GpuInfo gives it, in GiB, and whether the file gave MiB. */
export interface InfoMemory {
  gib: number | null;
  fromMiB: boolean;
}

/**
 * Reads the GPU memory from a GpuInfo cell. Lambda writes a Python-style dict whose
 * `SizeInMiB` (and, despite its name, `TotalGpuMemoryInMiB`) is the memory of ONE GPU; the
 * fork writes text ending in the size, e.g. "A10*1/12 2GB". RunPod and Tencent give none.
 */
export function infoMemory(gpuInfo: string): InfoMemory {
  const mib = /'SizeInMiB':\s*(\d+(?:\.\d+)?)/.exec(gpuInfo);
  if (mib?.[1] && Number(mib[1]) > 0) return { gib: Number(mib[1]) / 1024, fromMiB: true };
  const gb = /(\d+(?:\.\d+)?)\s*GB$/i.exec(gpuInfo);
  if (gb?.[1] && Number(gb[1]) > 0) return { gib: Number(gb[1]), fromMiB: false };
  return { gib: null, fromMiB: false };
}

/** The `1/n` share a vGPU marker in the accelerator name states (`A10*1/12`, `T4/8`, `A10*1`). */
export function markedShare(accelerator: string): number | null {
  const m = /(?:\*1\/(\d+)|\*1|\/(\d+))$/.exec(accelerator);
  if (!m) return null;
  const n = Number(m[1] ?? m[2] ?? 1);
  return n >= 1 ? 1 / n : null;
}

/**
 * The share of one card a listing stands for, from its memory: `1/n` when the card's memory is
 * close to n times the listed one, else the plain ratio. Only called when the listing is below
 * the card's memory.
 */
export function shareFromMemory(listed: number, card: number): number {
  const n = card / listed;
  const whole = Math.round(n);
  return Math.abs(n - whole) < 0.05 ? 1 / whole : listed / card;
}

/** Shares as text: "1/12", or a percentage when not a unit fraction. */
export function shareText(share: number): string {
  const n = 1 / share;
  return Math.abs(n - Math.round(n)) < 1e-9 ? `1/${Math.round(n)}` : `${Math.round(share * 100)} %`;
}
