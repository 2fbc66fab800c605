/**
 * The words the model facts and the engine share: precisions, the form of a model id, the serving
 * software a measured run used. Below both, so the model facts never import the engine.
 */

/**
 * Numeric precision; `int8` and `int4` are weight-only quantisation (AWQ, GPTQ); `fp4` is
 * NVFP4/MXFP4 weights and activations on GPUs with FP4 tensor cores (serving only).
 */
export const PRECISIONS = ['fp32', 'bf16', 'fp16', 'fp8', 'int8', 'int4', 'fp4'] as const;
export type Precision = (typeof PRECISIONS)[number];

/**
 * A model id: a lowercase slug such as `llama-3.1-70b`, never one that reads as a number (`1e3`,
 * `7.5`), so a size and an id cannot be confused. Whether the id names a known model is checked
 * where the model list is (the app), not here.
 */
export const MODEL_ID = /^(?![\d.]*(?:e-?\d+)?$)[a-z0-9][a-z0-9.-]{0,63}$/;

/** Serving software that is not a well-tuned server (its terms: `engine/stacks.ts`). */
export type ServingStackId = 'llama.cpp' | 'tgi-1.0';

/** AMD serving releases with measured runs (their shares: `engine/stacks.ts`). */
export type AmdReleaseId = 'sglang-0.5.9-rocm7.0' | 'sglang-rocm-2025-10';
