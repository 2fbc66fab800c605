import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';
import { makeCatalog } from '../engine/fixtures';

const run = (...argv: string[]): string => runCli(makeCatalog(), ...argv).stdout;

describe('recommend: serving figures under the table', () => {
  const link = '?v=1&team=enterprise&wl=infer&model=qwen2.5-32b&seq=4096&users=8&cur=USD';

  it('prints replicas × instance, tokens/s, cost per million tokens and the memory bar', () => {
    const out = run(link);
    expect(out).toMatch(/\d+ replicas? × \d+ GPUs? on \d+ × \S+/);
    expect(out).toMatch(
      /[\d.]+ tokens\/s per user; [\d,]+ tokens\/s in all; [\d.]+ USD per million tokens; [\d,]+ USD a month/,
    );
    // The first pick (the cheapest month at the target) runs 2 replicas of 4 users each.
    // Qwen2.5-32B: 4 users at their live context (3,072 prompt + half of 1,024 answer tokens
    // = 3,584) × 2 × 64 layers × 8 KV heads × 128 × 2 B = 3.5 GiB; 2 GiB of runtime; the engine
    // leaves 10 % of the GPU free: 66.3 ÷ 0.9 − 66.3 = 7.4 GiB
    expect(out).toMatch(
      /memory: weights 60\.5 \+ KV cache 3\.5 \+ activations 0\.3 \+ runtime overhead 2\.0 \+ left free by the engine 7\.4 = 73\.7 of \d+ GiB/,
    );
  });

  it('writes the same in Chinese', () => {
    const out = run(`${link}&lang=zh`);
    expect(out).toContain('每个用户每秒');
    expect(out).toMatch(/显存：权重 60\.5 \+ KV 缓存 3\.5/);
  });

  it('a training job shows its memory bar without serving lines', () => {
    const out = run('?v=1&wl=train&model=llama-3.1-8b&cur=USD');
    expect(out).not.toContain('tokens/s');
    expect(out).toMatch(
      /memory: weights 15\.0 \+ activations 0\.8 \+ gradients 15\.0 \+ optimizer states 89\.7 = 120\.4 of/,
    );
  });
});
