/**
 * LLaMA-Factory's rules the fine-tuning and training recipes are written to, transcribed from
 * hiyouga/LLaMA-Factory @v0.9.5 (7af909522a951e3ad9f022ea6f88b6755257eaa5):
 * - `pyproject.toml`: no optional extras (`[torch,metrics]` is gone), Python ≥ 3.11, no
 *   bitsandbytes or deepspeed among the dependencies; `requirements/bitsandbytes.txt`
 *   (`bitsandbytes>=0.39.0`) and `requirements/deepspeed.txt` (`deepspeed>=0.10.0,<=0.18.4`);
 * - `src/llamafactory/model/model_utils/quantization.py`: 4-bit QLoRA under ZeRO-3 or FSDP needs
 *   `bitsandbytes>=0.43.0`; without them every rank loads the whole quantised model;
 * - `src/llamafactory/hparams/parser.py`: DeepSpeed needs a distributed launch
 *   (`FORCE_TORCHRUN=1`), training needs `dataset`; `dataset_dir: ONLINE` reads the dataset
 *   names as Hugging Face Hub ids (`data/parser.py`);
 * - `src/llamafactory/launcher.py`: `llamafactory-cli train` starts `torchrun` itself on several
 *   GPUs or with `FORCE_TORCHRUN`, over nodes from `NNODES`, `NODE_RANK`, `MASTER_ADDR`,
 *   `MASTER_PORT`;
 * - arguments: the dataclass fields of `src/llamafactory/hparams/*_args.py` and the
 *   `Seq2SeqTrainingArguments` of transformers the recipes use (`output_dir`, `do_train`,
 *   `bf16`, `fp16`, `deepspeed`); `rope_scaling` choices from `extras/constants.py`
 *   (`RopeScaling`);
 * - templates: `register_template(name=…)` in `src/llamafactory/data/template.py` (no `baichuan2`);
 * - ZeRO-3: `examples/deepspeed/ds_z3_config.json`, which ships with the repository and not with
 *   the package, so the recipe writes it.
 */

export const LLAMAFACTORY_VERSION = '0.9.5';
export const DEEPSPEED_SPEC = 'deepspeed>=0.10.0,<=0.18.4';
export const BITSANDBYTES_SPEC = 'bitsandbytes>=0.43.0';
export const LLAMAFACTORY_PYTHON = '3.12';

/** Arguments the recipes pass and the values some of them take. */
export const LLAMAFACTORY_ARGS: Readonly<Record<string, readonly string[] | null>> = {
  stage: ['pt', 'sft', 'rm', 'ppo', 'dpo', 'kto'],
  do_train: ['true'],
  model_name_or_path: null,
  trust_remote_code: ['true', 'false'],
  template: null,
  dataset: null,
  dataset_dir: null,
  finetuning_type: ['lora', 'oft', 'freeze', 'full'],
  lora_rank: null,
  lora_target: null,
  quantization_bit: ['2', '3', '4', '5', '6', '8'],
  bf16: ['true', 'false'],
  fp16: ['true', 'false'],
  cutoff_len: null,
  rope_scaling: ['linear', 'dynamic', 'yarn', 'llama3'],
  deepspeed: null,
  save_strategy: ['no', 'steps', 'epoch', 'best'],
  save_steps: null,
  output_dir: null,
};

/** Templates of LLaMA-Factory 0.9.5 the catalog's models use. */
export const LLAMAFACTORY_TEMPLATES = new Set([
  'default',
  'qwen',
  'qwen3',
  'deepseek3',
  'deepseekr1',
  'llama2',
  'llama3',
  'glm4',
  'yi',
  'intern2',
  'mistral',
  'gemma2',
  'phi',
  'phi4',
]);

/** LLaMA-Factory's ZeRO-3 configuration (`examples/deepspeed/ds_z3_config.json`), as written. */
export const ZERO3_CONFIG = {
  train_batch_size: 'auto',
  train_micro_batch_size_per_gpu: 'auto',
  gradient_accumulation_steps: 'auto',
  gradient_clipping: 'auto',
  zero_allow_untested_optimizer: true,
  fp16: {
    enabled: 'auto',
    loss_scale: 0,
    loss_scale_window: 1000,
    initial_scale_power: 16,
    hysteresis: 2,
    min_loss_scale: 1,
  },
  bf16: { enabled: 'auto' },
  zero_optimization: {
    stage: 3,
    overlap_comm: false,
    contiguous_gradients: true,
    sub_group_size: 1e9,
    reduce_bucket_size: 'auto',
    stage3_prefetch_bucket_size: 'auto',
    stage3_param_persistence_threshold: 'auto',
    stage3_max_live_parameters: 1e9,
    stage3_max_reuse_distance: 1e9,
    stage3_gather_16bit_weights_on_model_save: true,
  },
} as const;
