/**
 * The launch facts agree with the model catalog and with the tools: every catalog model has them,
 * the windows stay within what the catalog says the model reaches, the templates are LLaMA-Factory
 * 0.9.5's, and the worked examples of the issue come out as the model cards say.
 */
import { describe, expect, it } from 'vitest';
import { models } from '../../../src/domain/models';
import { LAUNCH_FACTS, launchFactsOf } from '../../../src/domain/models/launch-facts';
import { LLAMAFACTORY_TEMPLATES } from '../../../src/domain/launch/rules/llamafactory';

describe('launch facts of the model catalog', () => {
  it('every catalog model has them, and only catalog models', () => {
    expect(Object.keys(LAUNCH_FACTS).sort()).toEqual(models.map((m) => m.id).sort());
  });

  it.each(models.map((m) => [m.id, m] as const))('%s: window, template, source', (id, m) => {
    const f = launchFactsOf(id)!;
    expect(f.nativeContext).toBeLessThanOrEqual(m.maxContext);
    const reach = f.nativeContext * (f.extension?.factor ?? 1);
    expect(reach).toBeGreaterThanOrEqual(Math.min(m.maxContext, f.nativeContext));
    expect(reach).toBeLessThanOrEqual(Math.max(m.maxContext, f.nativeContext));
    if (f.template !== null) expect(LLAMAFACTORY_TEMPLATES.has(f.template)).toBe(true);
    expect(f.source).toContain(m.hfRepo);
    for (const k of f.int4) {
      expect(k.repo).toMatch(/^[\w.-]+\/[\w.-]+(AWQ|GPTQ)[\w.-]*$/i);
      expect(k.repo.toUpperCase()).toContain(k.method.toUpperCase());
    }
  });

  it('Llama 2 reads 4,096 tokens with its own template; Qwen2.5 32,768 natively, ×4 with YaRN', () => {
    expect(launchFactsOf('llama-2-13b')).toMatchObject({
      nativeContext: 4096,
      extension: null,
      template: 'llama2',
      gated: true,
    });
    expect(launchFactsOf('qwen2.5-14b')).toMatchObject({
      nativeContext: 32_768,
      extension: { rope: 'yarn', factor: 4 },
      template: 'qwen',
      gated: false,
    });
    expect(launchFactsOf('phi-4')?.template).toBe('phi4');
    expect(launchFactsOf('baichuan2-13b')?.template).toBe('default');
  });
});
