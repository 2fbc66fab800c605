/**
 * The workload's own command, run on the machine the recipe starts:
 * - serving: `vllm serve` (pinned, `rules/vllm.ts`) with the model's Hugging Face repository
 *   (for 4-bit weights its published AWQ/GPTQ checkpoint where there is one), the GPUs of one
 *   replica split as tensor × pipeline parallelism the model's heads allow, data parallelism =
 *   the replicas one instance holds, `--max-model-len` = the profile's context within the model's
 *   window (or with the RoPE scaling its card documents), `--max-num-seqs` = the sequences one
 *   replica was sized for, and the precision as vLLM spells it for the GPU (FP16 where it has no
 *   BF16);
 * - LoRA, QLoRA and full fine-tuning or training: LLaMA-Factory's `llamafactory-cli train`
 *   (pinned, `rules/llamafactory.ts`; chosen because one command covers all three methods, it
 *   ships chat templates for the catalog's families — Qwen, DeepSeek, GLM, Yi, InternLM among
 *   them — and it is documented in Chinese and English), its state sharded with DeepSpeed
 *   ZeRO-3 when one copy exceeds one GPU; over several nodes the same trainer under `torchrun`;
 * - hpc: nothing model-specific, the user's program under `mpirun` on every GPU.
 * Values the user must supply are `<UPPER_CASE>` placeholders.
 */
import {
  BITSANDBYTES_SPEC,
  DEEPSPEED_SPEC,
  LLAMAFACTORY_PYTHON,
  LLAMAFACTORY_VERSION,
  ZERO3_CONFIG,
} from './rules/llamafactory';
import {
  parallelShape,
  RAY_PORT,
  RAY_SPEC,
  SERVE_PORT,
  spanShape,
  VLLM_MIN_CC,
  VLLM_ROCM_GPUS,
  VLLM_VERSION,
} from './rules/vllm';
import type { LaunchPlan } from './types';

/**
 * Steps between checkpoints on spot: LLaMA-Factory resumes from the last checkpoint it finds in
 * `output_dir` when training again (`hparams/parser.py`), so a preemption loses at most this many.
 */
const SPOT_SAVE_STEPS = 200;

/** The LoRA rank the recipes use: LLaMA-Factory's default (`lora_rank: 8`). */
export const LORA_RANK = 8;
export const TORCHRUN_PORT = 29500;
/** The virtual environment the trainer is installed in (LLaMA-Factory needs Python ≥ 3.11). */
export const TRAIN_VENV = '~/llamafactory';
/** The ZeRO-3 file the recipe writes. */
export const ZERO3_FILE = 'ds_z3_config.json';

/** Environment the multi-node command reads: each launcher sets these its own way. */
export interface NodeEnv {
  rank: string;
  masterAddr: string;
}

const q = (s: string) => `'${s}'`;

/** Serving on an AMD GPU the ROCm vLLM image is built for: the launcher runs that image. */
export const rocmImage = (p: LaunchPlan) => p.wl === 'infer' && VLLM_ROCM_GPUS.has(p.gpu);

/**
 * Packages to install before the command (one shell line); `imaged`: the launcher runs the ROCm
 * vLLM image, which has them.
 */
export function setupLine(p: LaunchPlan, imaged = false): string | null {
  if (p.wl === 'hpc' || (imaged && rocmImage(p))) return null;
  const rocm = p.amd ? '  # on AMD GPUs install the ROCm builds instead' : '';
  if (p.wl === 'infer') {
    const bnb = servePlan(p).bitsandbytes ? ` ${q('bitsandbytes>=0.46.1')}` : '';
    const ray = p.span > 1 ? ` ${q(RAY_SPEC)}` : '';
    return `pip install vllm==${VLLM_VERSION}${bnb}${ray}${rocm}`;
  }
  const extras = [
    ...(p.shard ? [q(DEEPSPEED_SPEC)] : []),
    ...(p.ft === 'qlora' ? [q(BITSANDBYTES_SPEC)] : []),
  ];
  return (
    `pip install uv && uv venv --python ${LLAMAFACTORY_PYTHON} ${TRAIN_VENV} && ` +
    `. ${TRAIN_VENV}/bin/activate && uv pip install llamafactory==${LLAMAFACTORY_VERSION}` +
    (extras.length > 0 ? ` && uv pip install ${extras.join(' ')}` : '') +
    rocm
  );
}

/** What the serving command decides from the plan, for the command and its install line. */
interface ServePlan {
  repo: string;
  notes: string[];
  flags: string[];
  bitsandbytes: boolean;
}

const model = (p: LaunchPlan) => p.hfRepo ?? '<HF_MODEL_ID>';
const below = (cc: number | null, min: number) => cc !== null && cc < min;

function servePlan(p: LaunchPlan): ServePlan {
  const notes: string[] = [];
  const flags: string[] = [];
  const fp16Only = below(p.cc, VLLM_MIN_CC.bfloat16);
  let repo = model(p);
  let bitsandbytes = false;
  if (p.prec === 'int8') {
    repo = '<INT8_CHECKPOINT>';
    notes.push(
      below(p.cc, VLLM_MIN_CC.int8Activations)
        ? `# <INT8_CHECKPOINT>: a GPTQ 8-bit (W8A16) checkpoint of ${model(p)} (W8A8 needs compute capability 7.5)`
        : `# <INT8_CHECKPOINT>: an INT8 (W8A16 or W8A8) checkpoint of ${model(p)}`,
    );
    if (fp16Only) flags.push('--dtype float16');
  } else if (p.prec === 'int4') {
    const ckpt = p.int4.find((c) => !below(p.cc, VLLM_MIN_CC[c.method]));
    if (ckpt) {
      // vLLM reads the method from the checkpoint's config (and picks its Marlin kernels).
      repo = ckpt.repo;
      notes.push(`# ${ckpt.method.toUpperCase()} 4-bit checkpoint of ${model(p)}`);
      flags.push('--dtype float16');
    } else {
      bitsandbytes = true;
      notes.push(
        p.int4.length > 0
          ? `# No published 4-bit checkpoint's kernels run on this GPU (compute capability ${p.cc?.toFixed(1)}): bitsandbytes quantises in flight, slower than the AWQ/GPTQ speed estimated`
          : '# No published 4-bit checkpoint: bitsandbytes quantises in flight, slower than the AWQ/GPTQ speed estimated',
      );
      flags.push('--quantization bitsandbytes');
      if (fp16Only) flags.push('--dtype float16');
    }
  } else if (p.prec === 'fp8') {
    flags.push('--quantization fp8');
    if (below(p.cc, VLLM_MIN_CC.fp8Native)) {
      notes.push('# No FP8 tensor cores on this GPU: FP8 weights, 16-bit compute and KV cache');
      if (fp16Only) flags.push('--dtype float16');
    } else flags.push('--kv-cache-dtype fp8');
  } else if (p.prec === 'fp4') {
    // vLLM reads an NVFP4 (ModelOpt) or MXFP4 checkpoint's quantisation from its config.
    repo = '<FP4_CHECKPOINT>';
    notes.push(`# <FP4_CHECKPOINT>: an NVFP4 or MXFP4 checkpoint of ${model(p)}`);
    if (fp16Only) flags.push('--dtype float16');
  } else if (p.prec === 'bf16' && fp16Only) {
    notes.push(
      `# No BF16 on this GPU (compute capability ${p.cc?.toFixed(1)} < 8.0): FP16 instead`,
    );
    flags.push('--dtype float16');
  } else {
    flags.push(`--dtype ${{ fp32: 'float32', bf16: 'bfloat16', fp16: 'float16' }[p.prec]}`);
  }
  return { repo, notes, flags, bitsandbytes };
}

/** The context to ask for: the profile's, within the model's window or its documented RoPE extension. */
export function contextOf(p: LaunchPlan): { len: number; rope: number | null; capped: boolean } {
  const native = p.nativeContext;
  if (native === null || p.seq <= native) return { len: p.seq, rope: null, capped: false };
  if (p.ropeFactor !== null && p.seq <= native * p.ropeFactor) {
    return { len: p.seq, rope: p.ropeFactor, capped: false };
  }
  return { len: native, rope: null, capped: true };
}

/**
 * `vllm serve …` as one line per flag (a shell continuation after each), with comments first
 * where the recipe differs from the link (parallel shape, precision, context).
 */
export function serveCommand(p: LaunchPlan): string[] {
  const s = servePlan(p);
  const span = p.span > 1;
  const { tp, pp } = span
    ? spanShape(p.gpuCount, p.span, p.heads, p.kvHeads, p.layers)
    : parallelShape(p.replicaGpus, p.heads, p.kvHeads, p.layers);
  const ctx = contextOf(p);
  const native = p.nativeContext ?? 0;
  const notes = [
    ...(span
      ? [
          `# One replica over ${p.span} instances (${p.span * p.gpuCount} GPUs) of one Ray cluster: ` +
            `tensor parallel ${tp} within an instance × pipeline parallel ${pp} across`,
        ]
      : pp > 1
        ? [
            `# ${p.heads} attention heads and ${p.kvHeads} KV heads do not split over ${p.replicaGpus} GPUs: ` +
              `tensor parallel ${tp} × pipeline parallel ${pp}`,
          ]
        : []),
    ...(p.heads === null && p.replicaGpus > 1
      ? ['# Tensor parallel size: a divisor of the model’s attention heads (and KV heads)']
      : []),
    ...s.notes,
    ...(ctx.rope !== null
      ? [`# ${p.seq} tokens exceed the native ${native}: YaRN RoPE scaling ×${ctx.rope}`]
      : []),
    ...(ctx.capped
      ? [`# The model reads at most ${native} tokens: longer requests are refused`]
      : []),
  ];
  const rope =
    ctx.rope === null
      ? []
      : [
          `--hf-overrides '${JSON.stringify({ rope_scaling: { rope_type: 'yarn', factor: ctx.rope, original_max_position_embeddings: native } })}'`,
        ];
  const flags = [
    `--tensor-parallel-size ${tp}`,
    ...(pp > 1 ? [`--pipeline-parallel-size ${pp}`] : []),
    ...(p.enginesPerInstance > 1 ? [`--data-parallel-size ${p.enginesPerInstance}`] : []),
    ...(span ? ['--distributed-executor-backend ray'] : []),
    `--max-model-len ${ctx.len}`,
    ...rope,
    `--max-num-seqs ${p.batch}`,
    ...s.flags,
    ...(p.remoteCode ? ['--trust-remote-code'] : []),
    `--port ${SERVE_PORT}`,
  ];
  return [...notes, ...continued(`vllm serve ${s.repo}`, flags)];
}

/** Starts the head of a replica's Ray cluster (on its first instance). */
export const rayHeadLine = () => `ray start --head --port=${RAY_PORT} --disable-usage-stats`;

/** Joins an instance to the Ray cluster whose head is at `head`, and keeps it there. */
export const rayWorkerLine = (head: string) =>
  `ray start --address=${head}:${RAY_PORT} --disable-usage-stats --block`;

/**
 * A replica over several instances, as one shell block every instance runs: the first (rank 0)
 * starts the Ray head, waits until every instance's GPUs have joined, then serves; the others
 * join the head and stay.
 */
export function spanServeBlock(p: LaunchPlan, rank: string, head: string): string[] {
  const gpus = p.span * p.gpuCount;
  return [
    `if [ "${rank}" = "0" ]; then`,
    `  ${rayHeadLine()}`,
    `  until ray status 2>/dev/null | grep -q '/${gpus}.0 GPU'; do sleep 5; done`,
    ...serveCommand(p).map((l) => `  ${l}`),
    'else',
    `  ${rayWorkerLine(head)}`,
    'fi',
  ];
}

/** The ZeRO-3 configuration as one shell line that writes it. */
export const zero3Line = () => `echo '${JSON.stringify(ZERO3_CONFIG)}' > ${ZERO3_FILE}`;

/** The trainer's arguments (LLaMA-Factory's names). */
function trainerArgs(p: LaunchPlan): string[] {
  const fp16Only = below(p.cc, VLLM_MIN_CC.bfloat16);
  const half =
    p.prec === 'fp32' ? null : p.prec === 'fp16' || fp16Only ? '--fp16 true' : '--bf16 true';
  const ctx = contextOf(p);
  return [
    // Training from the data (`train`) is LLaMA-Factory's pre-training stage; fine-tuning is SFT.
    `--stage ${p.wl === 'train' ? 'pt' : 'sft'}`,
    '--do_train true',
    `--model_name_or_path ${model(p)}`,
    ...(p.remoteCode ? ['--trust_remote_code true'] : []),
    `--template ${p.template ?? '<TEMPLATE>'}`,
    // Dataset names read as Hugging Face Hub ids (no local dataset_info.json needed).
    '--dataset_dir ONLINE',
    '--dataset <HF_DATASET_ID>',
    `--finetuning_type ${p.ft === 'full' ? 'full' : 'lora'}`,
    ...(p.ft === 'full' ? [] : [`--lora_rank ${LORA_RANK}`, '--lora_target all']),
    ...(p.ft === 'qlora' ? ['--quantization_bit 4'] : []),
    ...(half ? [half] : []),
    `--cutoff_len ${ctx.len}`,
    ...(ctx.rope !== null ? ['--rope_scaling yarn'] : []),
    ...(p.shard ? [`--deepspeed ${ZERO3_FILE}`] : []),
    // On spot, checkpoints to resume from after a preemption.
    ...(p.spot ? ['--save_strategy steps', `--save_steps ${SPOT_SAVE_STEPS}`] : []),
    '--output_dir <OUTPUT_DIR>',
  ];
}

/** Comments on how the trainer runs: sharding, precision, context. */
function trainNotes(p: LaunchPlan): string[] {
  const ctx = contextOf(p);
  const native = p.nativeContext ?? 0;
  return [
    ...(p.shard
      ? ['# DeepSpeed ZeRO-3 shards the weights, gradients and optimiser state over every GPU']
      : []),
    ...(p.prec === 'bf16' && below(p.cc, VLLM_MIN_CC.bfloat16)
      ? [`# No BF16 on this GPU (compute capability ${p.cc?.toFixed(1)} < 8.0): FP16 instead`]
      : []),
    ...(ctx.rope !== null
      ? [`# ${p.seq} tokens exceed the native ${native}: YaRN RoPE scaling`]
      : []),
    ...(ctx.capped ? [`# The model reads at most ${native} tokens: cut off there`] : []),
    ...(p.spot
      ? [
          `# Spot: a checkpoint every ${SPOT_SAVE_STEPS} steps in <OUTPUT_DIR>; keep it on storage that outlives the instance, and a rerun resumes from the last one`,
        ]
      : []),
  ];
}

/**
 * Fine-tuning or training: `llamafactory-cli train` on one node (it starts `torchrun` itself on
 * several GPUs; `FORCE_TORCHRUN` for DeepSpeed on one); over several nodes `torchrun` with the
 * node count, this node's rank and the first node's address from `env`. The virtual environment
 * is activated first and the ZeRO-3 file written when the state is sharded.
 */
export function trainCommand(p: LaunchPlan, env: NodeEnv): string[] {
  const pre = [`. ${TRAIN_VENV}/bin/activate`, ...(p.shard ? [zero3Line()] : [])];
  if (p.nodes <= 1) {
    const head = p.shard ? 'FORCE_TORCHRUN=1 llamafactory-cli train' : 'llamafactory-cli train';
    return [...trainNotes(p), ...pre, ...continued(head, trainerArgs(p))];
  }
  return [
    ...trainNotes(p),
    ...pre,
    ...continued('torchrun', [
      `--nnodes ${p.nodes}`,
      `--nproc-per-node ${p.gpuCount}`,
      `--node-rank ${env.rank}`,
      `--master-addr ${env.masterAddr}`,
      `--master-port ${TORCHRUN_PORT}`,
      '-m llamafactory.launcher',
      ...trainerArgs(p),
    ]),
  ];
}

/** An MPI hostfile from the nodes' addresses (one a line), one slot per GPU (Open MPI's syntax). */
export const hostfileLine = (ips: string, gpus: number) =>
  `echo "${ips}" | sed 's/$/ slots=${gpus}/' > hostfile`;

/**
 * HPC: the user's MPI program on every GPU of every node. Open MPI refuses to run as root
 * without `--allow-run-as-root`, and the launchers' containers run as root.
 */
export function hpcCommand(p: LaunchPlan, hostfile: string | null): string[] {
  const hosts = p.nodes > 1 && hostfile !== null ? [`--hostfile ${hostfile}`] : [];
  return continued(`mpirun --allow-run-as-root -np ${p.nodes * p.gpuCount}`, [
    ...hosts,
    '<YOUR_PROGRAM>',
  ]);
}

/** The workload's command on a machine of this plan; multi-node placeholders for the rest. */
export function workloadCommand(p: LaunchPlan, env: NodeEnv, hostfile: string | null): string[] {
  if (p.wl === 'infer') return serveCommand(p);
  if (p.wl === 'hpc') return hpcCommand(p, hostfile);
  return trainCommand(p, env);
}

/** `head` and its flags as shell lines, each but the last ending in ` \`. */
export function continued(head: string, flags: readonly string[]): string[] {
  const lines = [head, ...flags.map((f) => `  ${f}`)];
  return lines.map((l, i) => (i < lines.length - 1 ? `${l} \\` : l));
}
