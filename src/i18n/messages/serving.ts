import { defineMessages } from '../define';

/** What the serving estimate assumes and decides: the replica's shape, the stack, FP4. */
export default defineMessages({
  en: {
    'engine.shape.smallest':
      'One copy of the model on {gpus} {gpus|GPU|GPUs}: the smallest split the server can run that holds the weights and a full-length request, and it meets the speed target',
    'engine.shape.speed':
      'One copy of the model on {gpus} {gpus|GPU|GPUs}: smaller splits hold the model but cannot give each user the target speed',
    'engine.shape.cost':
      'One copy of the model on {gpus} {gpus|GPU|GPUs}: this split needs the fewest instances, {instances} {instances|instance|instances} (a smaller split leaves less memory for the users’ cache after the weights; a larger one serves fewer users per GPU at the target)',
    'engine.shape.experts':
      'The {experts} experts are spread whole over the {gpus} GPUs of each copy (expert parallelism: the weights cannot be split evenly inside each expert); at few users the busiest GPU holds more than its share of the experts in use, which the speed counts',
    'engine.shape.experts-tp':
      'Each of the {experts} experts is split over the {gpus} GPUs of each copy (tensor parallelism), so every GPU works on every expert in use',
    'engine.assumption.moePrefillBatchTokens':
      'Prompt tokens a mixture of experts processes together (one prefill chunk)',
    'engine.assumption.moeExpertHalfTokens':
      'Tokens per expert in a prefill chunk at which a mixture of experts reaches half the dense prompt speed',
    'engine.notice.serving-stack':
      'Software assumed: the releases the serving estimates were fitted on, SGLang 0.5.9 (March 2026), TensorRT-LLM 1.1-1.2 and NVIDIA NIM 1.8, tuned (a vLLM of the same period is comparable); on AMD GPUs {amdRelease}, at {amdShare} of the NVIDIA efficiencies ({amdRuns} fitted runs). Older releases are slower: the ROCm release of {oldAmdDate} reached {oldAmdShare} ({oldAmdTimes}× slower at load). With another stack or release, read the estimates as an upper bound.',
    'engine.notice.checkpointing':
      'Training memory assumes activation checkpointing (each layer keeps its input and recomputes the rest, as LoRA, QLoRA and full-training recipes switch on); without it the activations take about {gib} GiB more.',
    'wizard.prec.trade.fp4':
      'FP4 (NVFP4, MXFP4): about a quarter of the memory of BF16 and twice the FP8 compute, on Blackwell (B200, B300, RTX 50, RTX PRO 6000) and MI350-series GPUs only; needs an FP4 checkpoint, quality close to FP8 for large models.',
    'engine.warning.no-fp4':
      '{gpu} has no FP4 tensor cores: the FP4 weights are served as 4-bit weights with 16-bit compute (vLLM’s FP4 Marlin kernels), so batched serving is as slow as BF16 compute',
  },
  zh: {
    'engine.shape.smallest':
      '每份模型副本用 {gpus} 张卡：这是服务端可运行、能放下权重和一条满长请求的最小切分，且达到速度目标',
    'engine.shape.speed':
      '每份模型副本用 {gpus} 张卡：更小的切分放得下模型，但无法让每个用户达到目标速度',
    'engine.shape.cost':
      '每份模型副本用 {gpus} 张卡：这种切分所需实例最少，{instances} 台（更小的切分扣除权重后留给用户缓存的显存更少；更大的切分在达到目标速度时每张卡服务的用户更少）',
    'engine.shape.experts':
      '每份副本的 {experts} 个专家整块分布在它的 {gpus} 张卡上（专家并行：权重无法在每个专家内部均分）；用户少时最忙的卡承担的活跃专家多于平均，速度估算已计入',
    'engine.shape.experts-tp':
      '每份副本的 {experts} 个专家各自切分到 {gpus} 张卡上（张量并行），每张卡都参与每个被用到的专家',
    'engine.assumption.moePrefillBatchTokens':
      '混合专家模型一次一起处理的提示词 token 数（一个预填充分块）',
    'engine.assumption.moeExpertHalfTokens':
      '预填充分块中每个专家分到多少 token 时，混合专家模型达到稠密模型一半的提示词处理速度',
    'engine.notice.serving-stack':
      '假定的软件：推理估算所拟合实测用的版本，即调优的 SGLang 0.5.9（2026 年 3 月）、TensorRT-LLM 1.1-1.2 和 NVIDIA NIM 1.8（同期的 vLLM 与之相当）；AMD GPU 上为 {amdRelease}，达到 NVIDIA 效率的 {amdShare}（{amdRuns} 次拟合实测）。旧版本更慢：{oldAmdDate} 的 ROCm 版本只有 {oldAmdShare}（满负载时慢 {oldAmdTimes} 倍）。使用其他软件或版本时，请把估算看作上限。',
    'engine.notice.checkpointing':
      '训练显存按开启激活检查点估算（每层只保留输入、其余重算，LoRA、QLoRA 和全量训练的常见配置都会开启）；不开启时激活值约多占 {gib} GiB。',
    'wizard.prec.trade.fp4':
      'FP4（NVFP4、MXFP4）：显存约为 BF16 的四分之一，算力是 FP8 的两倍，仅限 Blackwell（B200、B300、RTX 50、RTX PRO 6000）和 MI350 系列 GPU；需要 FP4 权重文件，大模型上质量接近 FP8。',
    'engine.warning.no-fp4':
      '{gpu} 没有 FP4 张量核心：FP4 权重按 4 位权重、16 位计算运行（vLLM 的 FP4 Marlin 算子），批量推理的速度只有 BF16 计算的水平',
  },
});
