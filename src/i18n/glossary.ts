/**
 * One term list for both languages: how the app names each recurring thing, and the other names
 * a Chinese text must not use for it (so a card never says both 竞价 and 抢占式). The messages
 * follow it (`tests/unit/i18n/glossary.test.ts` checks every zh message), and `localizeData`
 * turns the English phrases that arrive as data (catalog GPU labels, the engine's speed methods
 * and assumption units) into Chinese.
 */
import type { Lang } from './index';

export interface Term {
  en: string;
  zh: string;
  /** Other Chinese names for the same thing that the app does not use. */
  avoidZh: readonly string[];
}

export const GLOSSARY = {
  spot: { en: 'spot', zh: '竞价实例', avoidZh: ['抢占式', '抢占实例', '竞价型'] },
  onDemand: { en: 'on-demand', zh: '按量', avoidZh: ['按需'] },
  gpuHour: { en: 'GPU-hour', zh: '卡时', avoidZh: ['GPU小时', 'GPU 小时', 'GPU·小时'] },
  region: { en: 'region', zh: '地域', avoidZh: ['区域'] },
  provider: { en: 'provider', zh: '云厂商', avoidZh: ['供应商', '服务商', '提供商'] },
  quote: { en: 'quote', zh: '报价', avoidZh: ['询价单'] },
  checkpoint: { en: 'checkpoint', zh: '检查点', avoidZh: ['存档点'] },
  gpuMemory: { en: 'GPU memory', zh: '显存', avoidZh: ['GPU 内存', 'GPU内存'] },
} as const satisfies Readonly<Record<string, Term>>;

/**
 * Codes the engine passes as message values, by placeholder, as words in each language (the
 * billing step: "计费粒度为 未知", not "unknown").
 */
const CODE_WORDS: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<Lang, string>>>>>
> = {
  granularity: {
    second: { en: 'second', zh: '秒' },
    minute: { en: 'minute', zh: '分钟' },
    hour: { en: 'hour', zh: '小时' },
    unknown: { en: 'an unstated step', zh: '未注明' },
  },
};

/** A message value in `lang`: a code under its placeholder's words, else `localizeData`. */
export function localizeValue(lang: Lang, placeholder: string, value: string): string {
  const table = CODE_WORDS[placeholder === 'wanted' ? 'granularity' : placeholder];
  const word = table?.[value]?.[lang];
  return word ?? localizeData(lang, value);
}

/**
 * English phrases that reach the page as data, with their Chinese; longest first, so a phrase
 * inside a longer one is not replaced first. Units, GPU, model and provider names stay as they are.
 */
const DATA_PHRASES: readonly (readonly [string, string])[] = [
  // GPU labels in the catalog
  [' (memory and form factor not stated)', '（显存与规格形态未注明）'],
  [' (Alibaba vGPU label)', '（阿里云 vGPU 标注）'],
  [' (Alibaba label)', '（阿里云标注）'],
  // sources
  [
    'PBOC USD/CNY central parity 7.2014 on 2025-04-30 (Xinhua, en.people.cn), rounded',
    '中国人民银行 2025-04-30 美元兑人民币中间价 7.2014（新华社，en.people.cn），取整',
  ],
  [' (the guide itself)', '（指南原文）'],
  // how a speed was derived (engine/speed.ts)
  ['dense BF16 TFLOPS ratio', '稠密 BF16 TFLOPS 之比'],
  ['FP64 vector TFLOPS ratio', 'FP64 向量 TFLOPS 之比'],
  ['memory bandwidth ratio', '显存带宽之比'],
  ['achieved-matmul ratio', '实测矩阵乘算力之比'],
  [' (FP16: no BF16)', '（按 FP16：不支持 BF16）'],
  [' (peak to achieved)', '（峰值折算为实际）'],
  [', calibrated (', '，经校准（'],
  ['calibrated', '经校准'],
  // assumption units (engine/assumptions.ts)
  ['bits per weight', '位 / 权重'],
  ['GiB per GPU', 'GiB / 每块显卡'],
  ['bytes per hidden unit per token', '字节 / 隐藏单元 / token'],
  ['ms per layer', '毫秒 / 层'],
  ['ms per sequence', '毫秒 / 用户'],
  ['bytes per vocabulary entry per token', '字节 / 词表项 / token'],
  ['GiB per job', 'GiB / 每个任务'],
  ['bytes per parameter', '字节 / 参数'],
  ['billion parameters', '十亿参数'],
  ['tokens/s', 'token/秒'],
  ['Gbit per second', '吉比特/秒'],
  ['trillion FLOP per second', '万亿次浮点运算/秒'],
  ['per 24 h', '次 / 24 小时'],
  ['fraction', '比例'],
  ['tokens', 'token'],
  ['rank', '秩'],
  ['days', '天'],
  ['min', '分钟'],
  ['USD per hour', '美元 / 小时'],
  ['CNY per hour', '元 / 小时'],
  ['h', '小时'],
  ['x', '倍'],
];

/** Units are whole values: only these are matched as a whole, never inside other text. */
const WHOLE_ONLY = new Set(['fraction', 'tokens', 'rank', 'days', 'min', 'h', 'x']);

/**
 * A data phrase (GPU label, speed method; with `units`, also a unit on its own) in `lang`; other
 * text stays as it is.
 */
export function localizeData(lang: Lang, text: string, units = false): string {
  if (lang !== 'zh' || text === '') return text;
  let out = text;
  for (const [en, zh] of DATA_PHRASES) {
    if (WHOLE_ONLY.has(en)) {
      if (units && out === en) return zh;
      continue;
    }
    if (out.includes(en)) out = out.split(en).join(zh);
  }
  // "…, calibrated (…)": the bracket opened in Chinese closes in Chinese
  return out.includes('经校准（') && out.endsWith(')') ? `${out.slice(0, -1)}）` : out;
}
