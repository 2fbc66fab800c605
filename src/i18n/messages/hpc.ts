import { defineMessages } from '../define';

/** What the wizard says to a team running simulations, and about a chat service's context. */
export default defineMessages({
  en: {
    'hpc.preset.workload': 'Workload: HPC simulation (FP64)',
    'hpc.mem.required': 'required for a simulation',
    'chat.seq.short':
      'A chat service usually keeps the conversation so far in its context: {value} tokens is a few pages. Most chat models take 8,192 tokens or more, and a longer context needs more GPU memory per user.',
    'sub.dates.apart':
      'These two prices are not of one moment: the monthly price is of {monthlyDate}, the hourly one of {hourlyDate}. Prices change; check both with the provider before comparing.',
  },
  zh: {
    'hpc.preset.workload': '工作负载：HPC 仿真（FP64）',
    'hpc.mem.required': '仿真任务必填',
    'chat.seq.short':
      '聊天服务通常要把之前的对话放进上下文：{value} 个 token 只有几页文字。多数聊天模型支持 8,192 个 token 或更长，上下文越长，每个用户占用的显存越多。',
    'sub.dates.apart':
      '这两个价格不是同一时间的：包月价格的日期是 {monthlyDate}，按量价格的日期是 {hourlyDate}。价格会变动，比较前请向厂商核对两者。',
  },
});
