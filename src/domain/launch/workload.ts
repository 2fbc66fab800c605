/**
 * The workload's own command, run on the machine the recipe starts:
 * - serving: `vllm serve` with the model's Hugging Face repository, tensor parallelism = the GPUs
 *   of one replica, data parallelism = the replicas one instance holds, `--max-model-len` = the
 *   profile's context, `--max-num-seqs` = the sequences one replica was sized for, and the
 *   precision as vLLM spells it;
 * - LoRA, QLoRA and full fine-tuning or training: LLaMA-Factory's `llamafactory-cli train`
 *   (chosen because one command covers all three methods, it ships chat templates for every model
 *   family in the catalog — Qwen, DeepSeek, GLM, Yi, Baichuan, InternLM among them — and it is
 *   documented in Chinese and English); over several nodes the same trainer under `torchrun`;
 * - hpc: nothing model-specific, the user's program under `mpirun` on every GPU.
 * Values the user must supply are `<UPPER_CASE>` placeholders.
 */
import type { LaunchPlan } from './types';

/** The LoRA rank the recipes use: LLaMA-Factory's default (`lora_rank: 8`). */
export const LORA_RANK = 8;
/** Port vLLM's OpenAI-compatible server listens on (its default). */
export const SERVE_PORT = 8000;
export const TORCHRUN_PORT = 29500;

/** Environment the multi-node command reads: each launcher sets these its own way. */
export interface NodeEnv {
  rank: string;
  masterAddr: string;
}

/** Packages to install before the command (one shell line). */
export function setupLine(p: LaunchPlan): string | null {
  if (p.wl === 'hpc') return null;
  const install =
    p.wl === 'infer' ? 'pip install vllm' : "pip install 'llamafactory[torch,metrics]'";
  // pip's wheels are built for CUDA; AMD Instinct GPUs need the ROCm builds.
  return p.gpu.startsWith('mi')
    ? `${install}  # on AMD GPUs install the ROCm build instead`
    : install;
}

const VLLM_DTYPE: Readonly<Record<LaunchPlan['prec'], string[]>> = {
  fp32: ['--dtype float32'],
  bf16: ['--dtype bfloat16'],
  fp16: ['--dtype float16'],
  fp8: ['--quantization fp8', '--kv-cache-dtype fp8'],
  // Weight-only 4-bit loaded in flight (vLLM's bitsandbytes support), any checkpoint.
  int4: ['--quantization bitsandbytes'],
  // 8-bit weights come from an INT8 checkpoint; vLLM reads its quantisation from the checkpoint.
  int8: [],
  // FP4 weights come from an NVFP4/MXFP4 checkpoint (ModelOpt, compressed-tensors): read from it.
  fp4: [],
};

const model = (p: LaunchPlan) => p.hfRepo ?? '<HF_MODEL_ID>';

/**
 * `vllm serve …` as one line per flag (a shell continuation after each); with int8 weights a
 * comment first names the model whose INT8 checkpoint to serve.
 */
export function serveCommand(p: LaunchPlan): string[] {
  const int8 = p.prec === 'int8';
  const repo = int8 ? '<INT8_CHECKPOINT>' : model(p);
  const note = int8
    ? [`# <INT8_CHECKPOINT>: an INT8 (W8A16 or W8A8) checkpoint of ${model(p)}`]
    : [];
  const flags = [
    `--tensor-parallel-size ${p.replicaGpus}`,
    ...(p.enginesPerInstance > 1 ? [`--data-parallel-size ${p.enginesPerInstance}`] : []),
    `--max-model-len ${p.seq}`,
    `--max-num-seqs ${p.batch}`,
    ...VLLM_DTYPE[p.prec],
    `--port ${SERVE_PORT}`,
  ];
  return [...note, ...continued(`vllm serve ${repo}`, flags)];
}

/** The trainer's arguments (LLaMA-Factory's names). */
function trainerArgs(p: LaunchPlan): string[] {
  const bf16 = p.prec === 'fp16' ? '--fp16 true' : p.prec === 'fp32' ? null : '--bf16 true';
  return [
    // Training from the data (`train`) is LLaMA-Factory's pre-training stage; fine-tuning is SFT.
    `--stage ${p.wl === 'train' ? 'pt' : 'sft'}`,
    '--do_train true',
    `--model_name_or_path ${model(p)}`,
    `--template ${p.template ?? '<TEMPLATE>'}`,
    '--dataset <DATASET>',
    `--finetuning_type ${p.ft === 'full' ? 'full' : 'lora'}`,
    ...(p.ft === 'full' ? [] : [`--lora_rank ${LORA_RANK}`, '--lora_target all']),
    ...(p.ft === 'qlora' ? ['--quantization_bit 4'] : []),
    ...(bf16 ? [bf16] : []),
    `--cutoff_len ${p.seq}`,
    '--output_dir <OUTPUT_DIR>',
  ];
}

/**
 * Fine-tuning or training: `llamafactory-cli train` on one node; over several, `torchrun` with
 * the node count, this node's rank and the first node's address from `env`.
 */
export function trainCommand(p: LaunchPlan, env: NodeEnv): string[] {
  if (p.nodes <= 1) return continued('llamafactory-cli train', trainerArgs(p));
  return continued('torchrun', [
    `--nnodes ${p.nodes}`,
    `--nproc-per-node ${p.gpuCount}`,
    `--node-rank ${env.rank}`,
    `--master-addr ${env.masterAddr}`,
    `--master-port ${TORCHRUN_PORT}`,
    '-m llamafactory.launcher',
    ...trainerArgs(p),
  ]);
}

/** An MPI hostfile from the nodes' addresses (one a line), one slot per GPU (Open MPI's syntax). */
export const hostfileLine = (ips: string, gpus: number) =>
  `echo "${ips}" | sed 's/$/ slots=${gpus}/' > hostfile`;

/** HPC: the user's MPI program on every GPU of every node. */
export function hpcCommand(p: LaunchPlan, hostfile: string | null): string[] {
  const hosts = p.nodes > 1 && hostfile !== null ? [`--hostfile ${hostfile}`] : [];
  return continued(`mpirun -np ${p.nodes * p.gpuCount}`, [...hosts, '<YOUR_PROGRAM>']);
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
