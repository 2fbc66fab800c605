/**
 * A 4-bit service runs a published checkpoint whose kernels the GPU has: vLLM's AWQ kernels need
 * compute capability 7.5, its GPTQ kernels 6.0 (`rules/vllm.ts`), so a V100 (7.0) serves Qwen's
 * GPTQ-Int4 checkpoint where an H100 serves the AWQ one; bitsandbytes, slower, is left for a
 * model with no published checkpoint and says so.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/domain/catalog';
import { launchRecipes } from '../../../src/domain/launch';
import { rankLink } from '../../../src/domain/rank-link';
import { flagValue } from './parse';

const serveOf = (link: string, gpu: RegExp) => {
  const { state, result } = rankLink(link, catalog);
  const e = result.ranked.find((x) => gpu.test(x.gpu));
  expect(e, `a ${gpu} entry for ${link}`).toBeDefined();
  return launchRecipes(e!, state.profile).find((r) => r.tool === 'serve')!.text;
};

describe('4-bit serving recipes', () => {
  const qwen72 = '?v=1&wl=infer&model=qwen2.5-72b&prec=int4&users=50&cur=USD';

  it('serve the GPTQ-Int4 checkpoint on a V100, in FP16', () => {
    const serve = serveOf(qwen72, /^v100/);
    expect(serve).toContain('vllm serve Qwen/Qwen2.5-72B-Instruct-GPTQ-Int4 ');
    expect(flagValue(serve, 'quantization')).toBeNull();
    expect(flagValue(serve, 'dtype')).toBe('float16');
  });

  it('serve the AWQ checkpoint on an H100', () => {
    const serve = serveOf(qwen72, /^h100/);
    expect(serve).toContain('vllm serve Qwen/Qwen2.5-72B-Instruct-AWQ ');
    expect(flagValue(serve, 'quantization')).toBeNull();
  });

  it('quantise in flight with bitsandbytes only without a checkpoint, and say it is slower', () => {
    const serve = serveOf('?v=1&wl=infer&model=mixtral-8x22b&prec=int4&users=16&cur=USD', /./);
    expect(flagValue(serve, 'quantization')).toBe('bitsandbytes');
    expect(serve).toMatch(/bitsandbytes quantises in flight, slower than the AWQ\/GPTQ speed/);
  });
});
