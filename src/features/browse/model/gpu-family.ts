/**
 * GPU model families for the filter: the same card in another form factor
 * (`a100-80gb-sxm`, `a100-80gb-pcie`) is one family, "A100 80GB".
 */
const FORM_FACTOR = /-(sxm\d*|pcie|nvl)$/;
const MEMORY_TOKEN = /^\d+gb$/;

export const gpuFamilyId = (gpuId: string): string => gpuId.replace(FORM_FACTOR, '');

/** "A100 80GB" from `a100-80gb-sxm`; the GPU's own name when the id has no memory part. */
function gpuFamilyLabel(gpuId: string, fallbackName: string): string {
  const tokens = gpuFamilyId(gpuId).split('-');
  if (!tokens.some((t) => MEMORY_TOKEN.test(t))) return fallbackName;
  return tokens
    .map((t) => (MEMORY_TOKEN.test(t) ? `${t.slice(0, -2)}GB` : t.toUpperCase()))
    .join(' ');
}

export interface GpuFamily {
  id: string;
  label: string;
  gpuIds: readonly string[];
}

/**
 * The families of the given GPUs, sorted by label (natural order: A10 before A100). A family of
 * one GPU keeps that GPU's own name.
 */
export function gpuFamilies(gpus: readonly { id: string; name: string }[]): GpuFamily[] {
  const byId = new Map<string, { label: string; gpuIds: string[] }>();
  for (const g of gpus) {
    const id = gpuFamilyId(g.id);
    const entry = byId.get(id) ?? { label: gpuFamilyLabel(g.id, g.name), gpuIds: [] };
    entry.gpuIds.push(g.id);
    byId.set(id, entry);
  }
  const collator = new Intl.Collator('en', { numeric: true });
  const names = new Map(gpus.map((g) => [g.id, g.name]));
  return [...byId]
    .map(([id, e]) => {
      const only = e.gpuIds.length === 1 ? names.get(e.gpuIds[0] ?? '') : undefined;
      return { id, label: only ?? e.label, gpuIds: e.gpuIds.sort() };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}
