import { defineMessages } from '../define';

/** Assumption names: serving many users at once, and fine-tuning memory. */
export default defineMessages({
  en: {
    'engine.assumption.moeMsPerSequence':
      'Least decode time per user of the batch for a mixture of experts (routing tokens to experts)',
    'engine.assumption.finetuneRuntimeGib':
      "Fine-tuning framework's own memory (CUDA context, workspaces, allocator)",
    'engine.assumption.logitsBytes': "Bytes per vocabulary entry per token of the loss's logits",
  },
  zh: {
    'engine.assumption.moeMsPerSequence':
      '混合专家模型批量解码时每个用户每步至少所需的时间（把 token 路由到专家）',
    'engine.assumption.finetuneRuntimeGib': '微调框架自身占用的显存（CUDA 上下文、工作区、分配器）',
    'engine.assumption.logitsBytes': '计算损失时每个 token 每个词表项的 logits 字节数',
  },
});
