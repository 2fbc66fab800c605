/**
 * Memory and serving from a catalog model's architecture (`model=<id>`): the worked examples,
 * computed by hand from the published configs, and what they mean on the fixture catalog.
 */
import { describe, expect, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { memoryFit, memoryNeed, type RankedEntry } from '../../../src/domain/engine';
import { rankLink } from '../../../src/domain/rank-link';
import { decode } from '../../../src/domain/share/codec';
import { translate } from '../../../src/i18n';

const need = (link: string) => {
  const n = memoryNeed(decode(link).state.profile);
  if (!n) throw new Error(`no memory need for ${link}`);
  return n;
};
const ranked = (link: string) => rankLink(link, catalog).result;
const GB = 1e9 / 2 ** 30;

describe('memory from the architecture', () => {
  it('Llama 3.1 70B in BF16 at 8k context needs 134–175 GiB', () => {
    // weights 70.6e9 × 2 B = 131.5 GiB; KV 2 × 80 layers × 8 heads × 128 × 2 B × 8192 = 2.5 GiB
    const n = need('?v=1&wl=infer&model=llama-3.1-70b&prec=bf16&seq=8192');
    expect(n.basis).toBe('architecture');
    expect(n.totalGib).toBeGreaterThan(134);
    expect(n.totalGib).toBeLessThan(175);
    expect(n.parts.weights).toBeCloseTo((70.6e9 * 2) / 2 ** 30, 6);
    expect(n.parts.kvCache).toBeCloseTo(2.5, 6);
  });

  it('32 users add about 80 GiB of grouped-query KV cache, not a full-attention 8×', () => {
    const one = need('?v=1&wl=infer&model=llama-3.1-70b&prec=bf16&seq=8192');
    const many = need('?v=1&wl=infer&model=llama-3.1-70b&prec=bf16&seq=8192&users=32');
    // a paged cache: 32 users at their live context (7,168 prompt + 1,024 ÷ 2 answer tokens of
    // the 8,192 window) where one user needs one whole window, within the 90 % the engine uses
    expect(many.totalGib - one.totalGib).toBeCloseTo((32 * 2.5 * (7680 / 8192) - 2.5) / 0.9, 6);
    // one instance still needs to hold only one replica with one sequence
    expect(many.minGib).toBeCloseTo(one.totalGib, 6);
  });

  it('DeepSeek-V3 in FP8 needs more than 600 GiB, with a small MLA KV cache', () => {
    const n = need('?v=1&wl=infer&model=deepseek-v3&prec=fp8&seq=8192');
    expect(n.totalGib).toBeGreaterThan(600);
    // 61 layers × (512 + 64) latent × 1 byte (FP8 KV) × 8192 tokens
    expect(n.parts.kvCache).toBeCloseTo((61 * 576 * 8192) / 2 ** 30, 6);
    expect(n.parts.kvCache).toBeLessThan(0.5);
  });

  it('Qwen2.5-72B in int4 fits two 48 GB cards, not one with headroom', () => {
    const n = need('?v=1&wl=infer&model=qwen2.5-72b&prec=int4');
    expect(memoryFit(2 * 48 * GB, n.minGib, 1.1)).toBe('fits');
    expect(memoryFit(48 * GB, n.minGib, 1.1)).not.toBe('fits');
  });

  it('QLoRA of Llama 3.1 8B fits a 16 GB card; LoRA in BF16 does not', () => {
    const q = need('?v=1&wl=finetune&model=llama-3.1-8b&ft=qlora');
    expect(memoryFit(16 * GB, q.gib, 1.1)).toBe('fits');
    expect(q.parts.adapters).toBeGreaterThan(0);
    const lora = need('?v=1&wl=finetune&model=llama-3.1-8b');
    expect(memoryFit(16 * GB, lora.gib, 1.1)).toBe('no');
    expect(lora.parts.weights).toBeCloseTo((8.03e9 * 2) / 2 ** 30, 6);
  });

  it('full training holds weights, gradients and optimizer states: 16 bytes per parameter', () => {
    const n = need('?v=1&wl=train&model=llama-3.1-8b');
    const p = n.parts;
    expect((p.weights ?? 0) + (p.gradients ?? 0) + (p.optimizer ?? 0)).toBeCloseTo(
      (8.03e9 * 16) / 2 ** 30,
      6,
    );
    expect(need('?v=1&wl=finetune&model=llama-3.1-8b&ft=full').totalGib).toBeCloseTo(n.totalGib, 6);
  });

  it('a size in billions is sized as the catalog architecture of that size, and says so', () => {
    // model=70: the dense GQA models within 1.5× of 70B (Llama-3.1/3.3-70B, Qwen2.5-72B) all
    // have 80 layers of 8 KV heads × 128: KV 2 × 80 × 8 × 128 × 2 B × 8192 = 2.5 GiB
    const n = need('?v=1&wl=infer&model=70&seq=8192');
    expect(n.basis).toBe('estimated');
    expect(n.parts.weights).toBeCloseTo((70e9 * 2) / 2 ** 30, 6);
    expect(n.parts.kvCache).toBeCloseTo(2.5, 6);
    const named = need('?v=1&wl=infer&model=llama-3.1-70b&seq=8192');
    expect(n.totalGib / named.totalGib).toBeCloseTo(70 / 70.6, 2);
    const r = ranked('?v=1&wl=infer&model=70&seq=8192&cur=USD');
    expect(r.notices).toContainEqual(
      expect.objectContaining({
        param: 'model',
        key: 'engine.notice.size-architecture',
        values: expect.objectContaining({ layers: 80, kv: 8, headDim: 128 }) as unknown,
      }),
    );
  });

  it('QLoRA of Llama 3.1 70B needs at most 50 GiB, so 48 GB cards are not excluded', () => {
    // LLaMA-Factory's hardware table: QLoRA 4-bit, 70B, 48 GB. NF4 with double quantisation,
    // 4.127 bits per weight: 70.6e9 × 4.127 / 8 B = 33.9 GiB; rank-16 adapters on every
    // projection of 80 layers (hidden 8192, 64 heads and 8 KV heads × 128, feed-forward 28672):
    // 16 × 80 × (2 × 16384 + 2 × 9216 + 3 × 36864) = 207 M parameters × 10 B (FP32 weight and
    // gradient, paged 8-bit AdamW) = 1.93 GiB; activations 2048 × 8192 × (2 × 80 + 34) B =
    // 3.03 GiB; the framework's 1 GiB and the loss's FP32 log-probabilities over 128,256
    // vocabulary entries for 2,048 tokens, 0.98 GiB: 40.9 GiB
    const q = need('?v=1&wl=finetune&model=llama-3.1-70b&ft=qlora');
    const adapters = 16 * 80 * (2 * 16384 + 2 * 9216 + 3 * 36864);
    expect(q.parts.adapters).toBeCloseTo((adapters * 10) / 2 ** 30, 6);
    expect(q.parts.weights).toBeCloseTo((70.6e9 * 4.127) / 8 / 2 ** 30, 6);
    expect(q.parts.overhead).toBeCloseTo(1 + (2048 * 128256 * 4) / 2 ** 30, 6);
    expect(q.gib).toBeLessThanOrEqual(50);
    expect(q.gib).toBeGreaterThan(40);
    const r = ranked('?v=1&wl=finetune&model=llama-3.1-70b&ft=qlora&cur=USD');
    const on48 = [...r.ranked, ...r.excluded].filter(
      (e) => e.gpuCount === 1 && e.gpuShare === 1 && e.gpuMemoryGb === 48,
    );
    expect(on48.length).toBeGreaterThan(0);
    expect(on48.every((e) => e.memoryFit !== 'no')).toBe(true);
    expect(r.ranked.some((e) => e.gpuCount === 1 && e.gpuMemoryGb === 48)).toBe(true);
  });

  it('Llama 2 7B at 2,048 tokens: LoRA about 16 GB and QLoRA about 6 GB, as LLaMA-Factory’s table gives', () => {
    // LLaMA-Factory README "Hardware Requirement" (its own estimates): 7B, LoRA in 16 bits 16 GB,
    // QLoRA in 4 bits 6 GB. LoRA: 6.74e9 × 2 B = 12.55 GiB of weights; rank-16 adapters on every
    // projection of 32 layers (hidden 4096, 32 heads × 128, feed-forward 11008):
    // 16 × 32 × (4 × 8192 + 3 × 15104) = 40 M parameters × 16 B = 0.60 GiB; activations
    // 2048 × 4096 × (2 × 32 + 34) B = 0.77 GiB; 1 GiB of framework and 2048 × 32,000 × 4 B =
    // 0.24 GiB of log-probabilities: 15.2 GiB = 16.3 GB
    const lora = need('?v=1&wl=finetune&model=llama-2-7b&ft=lora');
    const adapters = 16 * 32 * (4 * 8192 + 3 * 15104);
    expect(lora.parts.adapters).toBeCloseTo((adapters * 16) / 2 ** 30, 6);
    expect(lora.parts.overhead).toBeCloseTo(1 + (2048 * 32000 * 4) / 2 ** 30, 6);
    expect(Math.abs((lora.gib * 2 ** 30) / 1e9 / 16 - 1)).toBeLessThan(0.1);
    const qlora = need('?v=1&wl=finetune&model=llama-2-7b&ft=qlora');
    expect(Math.abs((qlora.gib * 2 ** 30) / 1e9 / 6 - 1)).toBeLessThan(0.1);
  });

  it('QLoRA of Llama 3.1 8B needs at most 12 GiB', () => {
    expect(need('?v=1&wl=finetune&model=llama-3.1-8b&ft=qlora').gib).toBeLessThanOrEqual(12);
  });
});

describe('serving a catalog model on the fixture catalog', () => {
  const cheapestMonth = (entries: readonly RankedEntry[]) =>
    Math.min(...entries.map((e) => e.monthlyCost));

  it('16× the users costs clearly more per month', () => {
    const base = '?v=1&team=enterprise&wl=infer&model=llama-3.1-70b&prec=fp8&seq=8192&cur=USD';
    const few = ranked(`${base}&users=4`).ranked;
    const many = ranked(`${base}&users=64`).ranked;
    expect(few.length).toBeGreaterThan(0);
    expect(many.length).toBeGreaterThan(0);
    expect(cheapestMonth(many)).toBeGreaterThan(2 * cheapestMonth(few));
    const more = many.find((e) => e.replicas > 1 || e.replicaGpus > 2);
    expect(more).toBeDefined();
  });

  it('a mixture of experts reads the experts its batch touches', () => {
    const speed = (model: string) => {
      const r = ranked(`?v=1&wl=infer&model=${model}&cur=USD`).ranked;
      const e = r.find((x) => x.gpu === 'h100-80gb-sxm' && x.gpuCount === 8) ?? r[0];
      return e?.tokensPerSecondPerUser ?? 0;
    };
    // one user: 3.3B active against 32.8B read per token (the 32B may spread over two GPUs)
    expect(speed('qwen3-30b-a3b')).toBeGreaterThan(2 * speed('qwen3-32b'));
    // DeepSeek-V3 FP8 on 8×H200 at 64 users (1,024 in, 1,024 out: the defaults at seq 2048).
    // Each layer's 256 experts, 8 per token: 64 users touch 256 × (1 − (248/256)^64) ≈ 222 of
    // them, so a step reads ≈ 16.6 + 222 × 2.56 ≈ 585 GB of the 671 GB; at most
    // 8 × 4.8 TB/s ÷ 585 GB ≈ 66 steps/s even at full bandwidth.
    const r = ranked('?v=1&wl=infer&model=deepseek-v3&prec=fp8&users=64&tps=1&cur=USD').ranked;
    const h200 = r.find((x) => x.gpu === 'h200-141gb-sxm' && x.gpuCount === 8 && x.replicas === 1);
    if (!h200) throw new Error('no 8×H200 offer serving all 64 users on one replica');
    const perUser = h200.tokensPerSecondPerUser ?? 0;
    expect(perUser).toBeLessThan((8 * 4.8e12) / 585e9);
    // InferenceX, SGLang, DeepSeek-R1 (same architecture) FP8 on 8×H200, 64 users: 29.68 tokens/s
    expect(Math.abs(perUser / 29.68 - 1)).toBeLessThanOrEqual(0.4);
    // one user on the same GPUs reads 8 experts a layer: far faster than each of 64 users
    const one = ranked('?v=1&wl=infer&model=deepseek-v3&prec=fp8&cur=USD').ranked.find(
      (x) => x.gpu === 'h200-141gb-sxm' && x.gpuCount === 8,
    );
    expect(one?.tokensPerSecondPerUser ?? 0).toBeGreaterThan(2 * perUser);
  });

  it('prompt and answer lengths: defaults from seq, bounded by it, and longer prompts serve slower', () => {
    const speed = (extra: string) => {
      const link = `?v=1&wl=infer&model=llama-3.1-70b&prec=fp8&seq=8192&users=32&tps=1&cur=USD${extra}`;
      const e = ranked(link).ranked.find((x) => x.gpu === 'h100-80gb-sxm' && x.gpuCount === 8);
      return e?.tokensPerSecondPerUser ?? 0;
    };
    const byDefault = speed('');
    expect(byDefault).toBeGreaterThan(0);
    // without in/out: a 1,024-token answer and the rest of seq (7,168 tokens) as the prompt
    expect(speed('&in=7168&out=1024')).toBe(byDefault);
    // a prompt longer than seq leaves room for is cut to it
    expect(speed('&in=100000&out=1024')).toBe(byDefault);
    // shorter prompts: less KV cache to read per step and less prompt processing per answer
    expect(speed('&in=512&out=1024')).toBeGreaterThan(byDefault);
  });

  it('each pick carries its figures and a memory bar within the capacity it names', () => {
    const r = ranked('?v=1&wl=infer&model=qwen2.5-72b&prec=int4&users=8&seq=4096&cur=USD');
    const e = r.ranked[0];
    if (!e) throw new Error('nothing ranked');
    expect(e.tokensPerSecond).toBeCloseTo((e.tokensPerSecondPerUser ?? 0) * 8, 6);
    const cpm = ((e.pricePerHour * e.nodes) / ((e.tokensPerSecond ?? 1) * 3600)) * 1e6;
    expect(e.costPerMillionTokens).toBeCloseTo(cpm, 6);
    const parts = e.memory?.parts ?? [];
    expect(parts.map((p) => p.part)).toEqual([
      'weights',
      'kvCache',
      'activations',
      'overhead',
      'reserve',
    ]);
    const used = parts.reduce((s, p) => s + p.gib, 0);
    expect(used).toBeLessThanOrEqual(e.memory?.capacityGib ?? 0);
    // the replica holds the KV cache of the users it serves, each at its live context: the
    // 3,072-token prompt and half the 1,024-token answer of the 4,096 window (a paged cache)
    const perReplica = Math.ceil(8 / e.replicas);
    const kv = parts.find((p) => p.part === 'kvCache')?.gib ?? 0;
    expect(kv).toBeCloseTo(((2 * 80 * 8 * 128 * 2 * 3584) / 2 ** 30) * perReplica, 6);
  });

  it('the memory reason speaks of one replica when the service takes several', () => {
    const r = ranked('?v=1&wl=infer&model=llama-3.1-70b&prec=fp8&seq=8192&users=64&cur=USD');
    const e = r.ranked.find((x) => x.replicas > 1);
    if (!e) throw new Error('no entry with several replicas');
    const reason = e.reasons.find((x) => x.key === 'engine.reason.memory');
    const used = (e.memory?.parts ?? []).reduce((s, p) => s + p.gib, 0);
    expect(reason?.values.need).toBeCloseTo(used, 0);
    expect(reason?.values.capacity).toBeCloseTo(e.memory?.capacityGib ?? 0, 0);
    expect(Number(reason?.values.need)).toBeLessThan(r.memoryNeed?.totalGib ?? 0);
  });

  it('says that ft does not apply to serving', () => {
    const r = ranked('?v=1&wl=infer&model=llama-3.1-8b&ft=qlora&cur=USD');
    expect(r.notices).toContainEqual(
      expect.objectContaining({ param: 'ft', value: 'qlora', key: 'engine.notice.ft-ignored' }),
    );
    expect(r.memoryNeed?.parts.adapters).toBeUndefined();
  });

  it('names the architecture, the experts and a context beyond the model in notices', () => {
    const r = ranked('?v=1&wl=infer&model=mixtral-8x7b&seq=65536&cur=USD');
    const keys = r.notices.map((n) => n.key);
    expect(keys).toContain('engine.notice.model-architecture');
    expect(keys).toContain('engine.notice.model-moe');
    expect(keys).toContain('engine.notice.context-too-long');
    expect(keys).not.toContain('engine.notice.size-architecture');
  });
});

describe('memory as serving engines allocate it', () => {
  it('Llama 3.1 70B in FP8 at 4k context is not excluded from one 80 GB GPU', () => {
    // vLLM serves it: (65.75 weights + 2 runtime + 0.53 activations + 0.63 KV) ÷ 0.9 = 76.6 GiB
    const link = '?v=1&wl=infer&model=llama-3.1-70b&prec=fp8&seq=4096&cur=USD';
    expect(need(link).minGib).toBeLessThan(80);
    const r = ranked(link);
    const one80 = (e: { gpuCount: number; gpuShare: number; gpu: string }) =>
      e.gpuCount === 1 && e.gpuShare === 1 && e.gpu === 'h100-80gb-sxm';
    expect(r.ranked.filter(one80).length).toBeGreaterThan(0);
    for (const e of r.excluded.filter(one80)) {
      expect(e.excludedBecause.map((m) => m.key)).not.toContain('engine.excluded.memory');
    }
  });

  it('a 70B given by size costs within 1.5× of Llama 3.1 70B on every offer', () => {
    const base = '?v=1&team=enterprise&wl=infer&prec=fp8&work=730&cur=USD&prov=aws&users=64&tps=20';
    const bySize = ranked(`${base}&model=70`);
    const named = ranked(`${base}&model=llama-3.1-70b`);
    const ids = (r: typeof named) => r.ranked.map((e) => e.offerId).sort();
    expect(ids(bySize)).toEqual(ids(named));
    expect(bySize.excluded.map((e) => e.offerId).sort()).toEqual(
      named.excluded.map((e) => e.offerId).sort(),
    );
    const cost = new Map(named.ranked.map((e) => [e.offerId, e.monthlyCost]));
    for (const e of bySize.ranked) {
      const ratio = e.monthlyCost / (cost.get(e.offerId) ?? NaN);
      expect([e.offerId, ratio <= 1.5 && ratio >= 1 / 1.5]).toEqual([e.offerId, true]);
    }
  });

  it('FP8 on a GPU without FP8 tensor cores: FP8 memory and reads, 16-bit compute, and says so', () => {
    const at = (prec: string) =>
      ranked(`?v=1&wl=infer&model=llama-3.1-8b&prec=${prec}&cur=USD`).ranked.find(
        (e) => e.gpu === 'a100-80gb-sxm' && e.gpuCount === 1,
      );
    const fp8 = at('fp8');
    const bf16 = at('bf16');
    if (!fp8 || !bf16) throw new Error('no single A100 80GB ranked');
    // weight-only FP8 reads half the bytes of BF16 per decode step: faster per user
    expect(fp8.tokensPerSecondPerUser ?? 0).toBeGreaterThan(
      1.5 * (bf16.tokensPerSecondPerUser ?? 0),
    );
    const weights = fp8.memory?.parts.find((p) => p.part === 'weights')?.gib;
    // 8.03 B parameters at 1 byte, but the embedding and the output head (vocabulary 128,256 ×
    // hidden 4,096 each, config.json) stay 16-bit: 1 byte more for each of their parameters
    expect(weights).toBeCloseTo((8.03e9 + 2 * 128_256 * 4096) / 2 ** 30, 6);
    const warning = fp8.warnings.find((w) => w.key === 'engine.warning.no-fp8');
    expect(warning).toBeDefined();
    expect(translate('en', 'engine.warning.no-fp8', { gpu: 'A100' })).toMatch(
      /weight-only FP8.*8-bit weight memory and reads, 16-bit compute/,
    );
    // an H100 has FP8 tensor cores: no warning
    const h100 = ranked('?v=1&wl=infer&model=llama-3.1-8b&prec=fp8&cur=USD').ranked.find(
      (e) => e.gpu === 'h100-80gb-sxm',
    );
    expect(h100?.warnings.map((w) => w.key)).not.toContain('engine.warning.no-fp8');
  });
});
