/**
 * What a launch recipe needs to know of a catalog model beyond its sizing: the context window it
 * reads natively and the RoPE extension its card documents, the LLaMA-Factory chat template, whether
 * the Hugging Face repository is gated (a token is needed to download it), whether its code is
 * custom (`trust_remote_code`), and a published 4-bit (AWQ or GPTQ) checkpoint to serve instead
 * of quantising in flight. Keyed by the model catalog's id. Sources: each model's `config.json`
 * (`max_position_embeddings`, `rope_scaling`, `auto_map`) and model card on Hugging Face, read
 * 2026-12-05; templates from hiyouga/LLaMA-Factory `src/llamafactory/data/template.py` @v0.9.5
 * (7af909522a951e3ad9f022ea6f88b6755257eaa5).
 */

export interface RopeExtension {
  /** Scaling the card documents for longer inputs (vLLM `rope_type`, LLaMA-Factory `rope_scaling`). */
  rope: 'yarn';
  /** The card's factor: `native × factor` tokens at most. */
  factor: number;
}

export interface LaunchFacts {
  /** Tokens the model reads without RoPE scaling (the card's native window). */
  nativeContext: number;
  /** The card's documented extension past `nativeContext`; `null`: none. */
  extension: RopeExtension | null;
  /** LLaMA-Factory 0.9.5 `--template`; `null` when it has none for this model. */
  template: string | null;
  /** The repository asks users to accept a licence before download (needs `HF_TOKEN`). */
  gated: boolean;
  /** The repository's code is custom (`auto_map` in `config.json`): `trust_remote_code`. */
  remoteCode: boolean;
  /**
   * Published 4-bit checkpoints of the same model (`owner/name`) and their methods, the one to
   * prefer first: a recipe serves the first whose kernels run on the GPU (AWQ needs compute
   * capability 7.5, GPTQ 6.0); none: quantised in flight.
   */
  int4: readonly Int4Checkpoint[];
  /** Where the facts were read (repository/path on Hugging Face). */
  source: string;
}

export interface Int4Checkpoint {
  repo: string;
  method: 'awq' | 'gptq';
}

const cfg = (repo: string, extra = '') => `huggingface.co/${repo} config.json${extra}`;
const YARN4: RopeExtension = { rope: 'yarn', factor: 4 };

function facts(
  nativeContext: number,
  template: string | null,
  source: string,
  more: Partial<Omit<LaunchFacts, 'nativeContext' | 'template' | 'source'>> = {},
): LaunchFacts {
  return {
    nativeContext,
    extension: null,
    template,
    gated: false,
    remoteCode: false,
    int4: [],
    source,
    ...more,
  };
}

/** The repository asks users to accept a licence (or share contact details) before download. */
const GATED = { gated: true };
/** The repository's code is custom (`auto_map` in `config.json`). */
const CUSTOM_CODE = { remoteCode: true };

const awq = (repo: string): Int4Checkpoint => ({ repo, method: 'awq' });
const gptq = (repo: string): Int4Checkpoint => ({ repo, method: 'gptq' });

/**
 * Qwen2.5 `max_position_embeddings` 32768; the card: "up to 131,072 tokens" with YaRN factor 4.
 * Qwen3: the card's 32,768 native, 131,072 with YaRN factor 4. `int4`: the 4-bit checkpoints
 * Qwen publishes of the model (`<repo>-AWQ`; for Qwen2.5 also `<repo>-GPTQ-Int4`, which GPUs
 * below compute capability 7.5, such as the V100, can serve).
 */
const qwen = (
  template: 'qwen' | 'qwen3',
  repo: string,
  int4: readonly Int4Checkpoint[] = [],
): LaunchFacts =>
  facts(32_768, template, cfg(repo, '; model card (YaRN)'), { extension: YARN4, int4 });
const qwen25 = (repo: string) =>
  qwen('qwen', repo, [awq(`${repo}-AWQ`), gptq(`${repo}-GPTQ-Int4`)]);
const qwen3 = (repo: string) => qwen('qwen3', repo, [awq(`${repo}-AWQ`)]);
/** hugging-quants' AWQ and GPTQ INT4 checkpoints of Meta's Llama 3.1 Instruct models. */
const llama31Int4 = (size: string) => [
  awq(`hugging-quants/Meta-Llama-3.1-${size}-Instruct-AWQ-INT4`),
  gptq(`hugging-quants/Meta-Llama-3.1-${size}-Instruct-GPTQ-INT4`),
];

/** DeepSeek-R1's distilled models: 131,072 positions in `config.json`, R1's template. */
const r1Distill = (repo: string): LaunchFacts => facts(131_072, 'deepseekr1', cfg(repo));

export const LAUNCH_FACTS: Readonly<Record<string, LaunchFacts>> = {
  'qwen2.5-7b': qwen25('Qwen/Qwen2.5-7B-Instruct'),
  'qwen2.5-14b': qwen25('Qwen/Qwen2.5-14B-Instruct'),
  'qwen2.5-32b': qwen25('Qwen/Qwen2.5-32B-Instruct'),
  'qwen2.5-72b': qwen25('Qwen/Qwen2.5-72B-Instruct'),
  'qwen3-8b': qwen3('Qwen/Qwen3-8B'),
  'qwen3-14b': qwen3('Qwen/Qwen3-14B'),
  'qwen3-32b': qwen3('Qwen/Qwen3-32B'),
  'qwen3-30b-a3b': qwen('qwen3', 'Qwen/Qwen3-30B-A3B'),
  'qwen3-235b-a22b': qwen('qwen3', 'Qwen/Qwen3-235B-A22B'),
  // DeepSeek-V3/R1: config.json allows 163840 (YaRN already in it); the card states 128K.
  'deepseek-v3': facts(131_072, 'deepseek3', cfg('deepseek-ai/DeepSeek-V3'), CUSTOM_CODE),
  'deepseek-r1': facts(131_072, 'deepseekr1', cfg('deepseek-ai/DeepSeek-R1'), CUSTOM_CODE),
  'deepseek-r1-distill-qwen-7b': r1Distill('deepseek-ai/DeepSeek-R1-Distill-Qwen-7B'),
  'deepseek-r1-distill-qwen-14b': r1Distill('deepseek-ai/DeepSeek-R1-Distill-Qwen-14B'),
  'deepseek-r1-distill-qwen-32b': r1Distill('deepseek-ai/DeepSeek-R1-Distill-Qwen-32B'),
  'deepseek-r1-distill-llama-8b': r1Distill('deepseek-ai/DeepSeek-R1-Distill-Llama-8B'),
  'deepseek-r1-distill-llama-70b': r1Distill('deepseek-ai/DeepSeek-R1-Distill-Llama-70B'),
  // Llama 2: 4096 positions, no documented extension; the meta-llama repositories are gated.
  'llama-2-7b': facts(4096, 'llama2', cfg('meta-llama/Llama-2-7b-hf'), GATED),
  'llama-2-13b': facts(4096, 'llama2', cfg('meta-llama/Llama-2-13b-hf'), GATED),
  'llama-2-70b': facts(4096, 'llama2', cfg('meta-llama/Llama-2-70b-hf'), GATED),
  // Llama 3.1/3.3: 131072 with the `llama3` RoPE scaling already in config.json; gated.
  'llama-3.1-8b': facts(131_072, 'llama3', cfg('meta-llama/Llama-3.1-8B-Instruct'), {
    gated: true,
    int4: llama31Int4('8B'),
  }),
  'llama-3.1-70b': facts(131_072, 'llama3', cfg('meta-llama/Llama-3.1-70B-Instruct'), {
    gated: true,
    int4: llama31Int4('70B'),
  }),
  'llama-3.1-405b': facts(131_072, 'llama3', cfg('meta-llama/Llama-3.1-405B-Instruct'), {
    gated: true,
    int4: llama31Int4('405B'),
  }),
  'llama-3.3-70b': facts(131_072, 'llama3', cfg('meta-llama/Llama-3.3-70B-Instruct'), GATED),
  // ChatGLM code (auto_map); seq_length 131072.
  'glm-4-9b': facts(131_072, 'glm4', cfg('THUDM/glm-4-9b-chat'), CUSTOM_CODE),
  'yi-1.5-34b': facts(4096, 'yi', cfg('01-ai/Yi-1.5-34B-Chat')),
  // LLaMA-Factory 0.9.5 has no Baichuan 2 template any more: its plain `default` format.
  'baichuan2-13b': facts(4096, 'default', cfg('baichuan-inc/Baichuan2-13B-Chat'), CUSTOM_CODE),
  'internlm2.5-7b': facts(32_768, 'intern2', cfg('internlm/internlm2_5-7b-chat'), CUSTOM_CODE),
  'internlm2.5-20b': facts(32_768, 'intern2', cfg('internlm/internlm2_5-20b-chat'), CUSTOM_CODE),
  // mistralai repositories ask users to share contact details before download.
  'mistral-7b': facts(32_768, 'mistral', cfg('mistralai/Mistral-7B-Instruct-v0.3'), GATED),
  'mixtral-8x7b': facts(32_768, 'mistral', cfg('mistralai/Mixtral-8x7B-Instruct-v0.1'), GATED),
  'mixtral-8x22b': facts(65_536, 'mistral', cfg('mistralai/Mixtral-8x22B-Instruct-v0.1'), GATED),
  'gemma-2-9b': facts(8192, 'gemma2', cfg('google/gemma-2-9b-it'), GATED),
  'gemma-2-27b': facts(8192, 'gemma2', cfg('google/gemma-2-27b-it'), GATED),
  // Phi-3 128k: 131072 with LongRoPE already in config.json.
  'phi-3-mini': facts(131_072, 'phi', cfg('microsoft/Phi-3-mini-128k-instruct')),
  'phi-3-medium': facts(131_072, 'phi', cfg('microsoft/Phi-3-medium-128k-instruct')),
  'phi-3.5-mini': facts(131_072, 'phi', cfg('microsoft/Phi-3.5-mini-instruct')),
  'phi-3.5-moe': facts(131_072, 'phi', cfg('microsoft/Phi-3.5-MoE-instruct')),
  'phi-4': facts(16_384, 'phi4', cfg('microsoft/phi-4')),
  // n_positions 2048; no chat template of its own.
  'gpt-j-6b': facts(2048, 'default', cfg('EleutherAI/gpt-j-6b')),
};

/** The launch facts of a catalog model, `null` for an unknown id. */
export function launchFactsOf(id: string): LaunchFacts | null {
  return LAUNCH_FACTS[id] ?? null;
}
