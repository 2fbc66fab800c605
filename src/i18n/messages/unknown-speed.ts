import { defineMessages } from '../define';

/** What a pick says when its GPU's speed is unknown and only its memory is published. */
export default defineMessages({
  en: {
    'engine.warning.speed-unknown-memory-only':
      'Speed unknown: {gpu} is the provider’s own name for a GPU it does not identify, and only its memory ({memory} GB per GPU) is published. It is ranked on whether the job fits in that memory, with time and cost worked out at the speed of the slowest GPU ranked ({slowest}), so it never wins on speed. Ask the provider which GPU it is before you rely on the time.',
    'browse.basis.unknown': 'speed unknown',
  },
  zh: {
    'engine.warning.speed-unknown-memory-only':
      '速度未知：{gpu}是厂商自己的型号名称，没有说明是哪款 GPU，只公布了显存（每卡 {memory} GB）。这里只按任务能否装进这份显存来排序，耗时和费用按参与排序的最慢 GPU（{slowest}）的速度计算，所以它不会靠速度胜出。若要依赖耗时估算，请先向厂商确认具体 GPU 型号。',
    'browse.basis.unknown': '速度未知',
  },
});
