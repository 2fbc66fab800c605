/**
 * The model catalog's rules as a zod schema, checked by `npm run data:check` and the unit tests
 * (like the dataset): ids are lowercase link slugs, the architecture is self-consistent, every
 * row has a source.
 */
import '../../lib/zod-config';
import { z } from 'zod';
import { MODEL_ID } from '../vocabulary';
import { MODEL_FAMILIES, type ModelSpec } from './types';

const count = z.number().int().positive();
const billions = z.number().positive().max(10_000);

export const ModelSpecSchema = z
  .object({
    id: z.string().regex(MODEL_ID, 'expected a lowercase model id that does not read as a number'),
    family: z.enum(MODEL_FAMILIES),
    name: z.object({ en: z.string().min(1), zh: z.string().min(1) }),
    totalParamsB: billions,
    activeParamsB: billions,
    layers: count,
    hiddenSize: count,
    attentionHeads: count,
    kvHeads: count,
    headDim: count,
    intermediateSize: count,
    mlaLatentDim: count.nullable(),
    experts: z.object({ total: count, active: count }).nullable(),
    maxContext: count,
    licence: z.string().min(1),
    hfRepo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'expected a Hugging Face repository owner/name'),
    source: z.object({ ref: z.url(), note: z.string().min(1) }),
  })
  .check((ctx) => {
    const m = ctx.value;
    const issue = (message: string, path: string) =>
      ctx.issues.push({ code: 'custom', message, input: m, path: [path] });
    if (m.activeParamsB > m.totalParamsB)
      issue('active parameters exceed the total', 'activeParamsB');
    if (m.kvHeads > m.attentionHeads) issue('more KV heads than attention heads', 'kvHeads');
    if (m.attentionHeads % m.kvHeads !== 0)
      issue('attention heads not a multiple of KV heads', 'kvHeads');
    if ((m.experts === null) !== (m.activeParamsB === m.totalParamsB)) {
      issue(
        'a mixture of experts (and only one) has fewer active than total parameters',
        'experts',
      );
    }
    if (m.experts !== null && m.experts.active > m.experts.total)
      issue('more active experts than experts', 'experts');
    if (!m.source.ref.startsWith(`https://huggingface.co/${m.hfRepo}/`))
      issue('the Hugging Face repository is not the one the source was read from', 'hfRepo');
  });

export interface ModelCheckError {
  id: string;
  field: string;
  message: string;
}

/** Every rule broken by the catalog (empty when it passes); ids must also be unique. */
export function validateModels(models: readonly ModelSpec[]): ModelCheckError[] {
  const errors: ModelCheckError[] = [];
  const seen = new Set<string>();
  models.forEach((m, i) => {
    const id = typeof m.id === 'string' ? m.id : `#${i}`;
    if (seen.has(id)) errors.push({ id, field: 'id', message: 'duplicate id' });
    seen.add(id);
    const r = ModelSpecSchema.safeParse(m);
    if (!r.success) {
      for (const issue of r.error.issues) {
        errors.push({ id, field: issue.path.join('.') || '(row)', message: issue.message });
      }
    }
  });
  return errors;
}
