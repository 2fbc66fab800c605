/**
 * Architecture facts beyond `data.ts`, by catalog model id, each from the model's published
 * `config.json` on Hugging Face (`https://huggingface.co/<hfRepo>/blob/main/config.json`, the
 * repository `data.ts` names; read 2026-12): the vocabulary (`vocab_size`; `padded_vocab_size`
 * for GLM-4) and whether the input embedding and the output head share one matrix
 * (`tie_word_embeddings`).
 *
 * Why they matter: quantised checkpoints (AWQ, GPTQ, FP8, NVFP4) keep the embedding and the output
 * head in 16-bit, and every decode step reads the whole output head (vocabulary × hidden size),
 * so a small model quantised to 4 bits reads a third more than its 4-bit body alone.
 */

export interface VocabFacts {
  vocab: number;
  tied: boolean;
}

const V = (vocab: number, tied = false): VocabFacts => ({ vocab, tied });

/** `vocab_size` and `tie_word_embeddings` of each catalog model's config.json. */
export const VOCAB: Readonly<Record<string, VocabFacts>> = {
  'qwen2.5-7b': V(152_064),
  'qwen2.5-14b': V(152_064),
  'qwen2.5-32b': V(152_064),
  'qwen2.5-72b': V(152_064),
  'qwen3-8b': V(151_936),
  'qwen3-14b': V(151_936),
  'qwen3-32b': V(151_936),
  'qwen3-30b-a3b': V(151_936),
  'qwen3-235b-a22b': V(151_936),
  'deepseek-v3': V(129_280),
  'deepseek-r1': V(129_280),
  'deepseek-r1-distill-qwen-7b': V(152_064),
  'deepseek-r1-distill-qwen-14b': V(152_064),
  'deepseek-r1-distill-qwen-32b': V(152_064),
  'deepseek-r1-distill-llama-8b': V(128_256),
  'deepseek-r1-distill-llama-70b': V(128_256),
  'llama-2-7b': V(32_000),
  'llama-2-13b': V(32_000),
  'llama-2-70b': V(32_000),
  'llama-3.1-8b': V(128_256),
  'llama-3.1-70b': V(128_256),
  'llama-3.1-405b': V(128_256),
  'llama-3.3-70b': V(128_256),
  'glm-4-9b': V(151_552),
  'yi-1.5-34b': V(64_000),
  'baichuan2-13b': V(125_696),
  'internlm2.5-7b': V(92_544),
  'internlm2.5-20b': V(92_544),
  'mistral-7b': V(32_768),
  'mixtral-8x7b': V(32_000),
  'mixtral-8x22b': V(32_768),
  'gemma-2-9b': V(256_000, true),
  'gemma-2-27b': V(256_000, true),
  'phi-3-mini': V(32_064),
  'phi-3-medium': V(32_064),
  'phi-3.5-mini': V(32_064),
  'phi-3.5-moe': V(32_064),
  'phi-4': V(100_352),
  'gpt-j-6b': V(50_400),
};

/**
 * Parameters of the embedding and the output head, billions (one matrix when tied); and of the
 * output head alone, which every decode step reads. 0 and 0 for a model without the facts.
 */
export function embeddingParamsB(id: string, hiddenSize: number): { all: number; head: number } {
  const f = VOCAB[id];
  if (!f) return { all: 0, head: 0 };
  const head = (f.vocab * hiddenSize) / 1e9;
  return { all: f.tied ? head : 2 * head, head };
}
