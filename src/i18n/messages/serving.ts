import { defineMessages } from '../define';

/** What the serving estimate assumes and decides: the replica's shape, the stack, FP4. */
export default defineMessages({
  en: {
    'engine.shape.smallest':
      'One copy of the model on {gpus} {gpus|GPU|GPUs}: the smallest split the server can run that holds the weights and a full-length request, and it meets the speed target',
    'engine.shape.speed':
      'One copy of the model on {gpus} {gpus|GPU|GPUs}: smaller splits hold the model but cannot give each user the target speed',
    'engine.shape.cost':
      'One copy of the model on {gpus} {gpus|GPU|GPUs}: smaller splits fit fewer users each (less memory left for their cache after the weights, smaller batches at the target), so this split needs the fewest instances: {instances} {instances|instance|instances}',
    'engine.shape.experts':
      'The {experts} experts are spread over the {gpus} GPUs of each copy (expert parallelism)',
  },
  zh: {
    'engine.shape.smallest':
      '每份模型副本用 {gpus} 张卡：这是服务端可运行、能放下权重和一条满长请求的最小切分，且达到速度目标',
    'engine.shape.speed':
      '每份模型副本用 {gpus} 张卡：更小的切分放得下模型，但无法让每个用户达到目标速度',
    'engine.shape.cost':
      '每份模型副本用 {gpus} 张卡：更小的切分每份能服务的用户更少（扣除权重后留给缓存的显存更少，达标时的批量更小），这种切分所需实例最少：{instances} 台',
    'engine.shape.experts': '每份副本的 {experts} 个专家分布在它的 {gpus} 张卡上（专家并行）',
  },
});
