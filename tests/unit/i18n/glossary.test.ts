import { describe, expect, it } from 'vitest';
import { GLOSSARY, localizeData } from '../../../src/i18n/glossary';
import browse from '../../../src/i18n/messages/browse';
import charts from '../../../src/i18n/messages/charts';
import engine from '../../../src/i18n/messages/engine';
import guide from '../../../src/i18n/messages/guide';
import quotes from '../../../src/i18n/messages/quotes';
import results from '../../../src/i18n/messages/results';
import share from '../../../src/i18n/messages/share';
import shell from '../../../src/i18n/messages/shell';
import wizard from '../../../src/i18n/messages/wizard';
import { translate } from '../../../src/i18n';
import '../../../src/i18n/all';

const SETS = { browse, charts, engine, guide, quotes, results, share, shell, wizard };
const zhMessages = Object.entries(SETS).flatMap(([set, m]) =>
  Object.entries(m.zh).map(([key, text]) => ({ set, key, text })),
);

describe('one term list for both languages', () => {
  it.each(Object.entries(GLOSSARY))('%s: no zh message uses another name for it', (_, term) => {
    const offending = zhMessages.filter((m) => term.avoidZh.some((w) => m.text.includes(w)));
    expect(offending.map((m) => `${m.key}: ${m.text}`)).toEqual([]);
  });

  it('spot is 竞价 in every zh message that names it', () => {
    const spot = Object.entries(SETS).flatMap(([, m]) =>
      Object.entries(m.en)
        .filter(([, text]) => /\bspot\b(?!,)/i.test(text)) // not the CSV column list
        .map(([key]) => (m.zh as Record<string, string>)[key] ?? ''),
    );
    expect(spot.length).toBeGreaterThan(10);
    expect(spot.filter((text) => !text.includes('竞价'))).toEqual([]);
  });
});

describe('Chinese punctuation in Chinese sentences', () => {
  const ascii = (text: string) =>
    /[\u4e00-\u9fff][:;,?]|[:;,]\s?[\u4e00-\u9fff]|[\u4e00-\u9fff]\s?\(|\([^()]*[\u4e00-\u9fff][^()]*\)/.test(
      text,
    );
  it('no zh message mixes ASCII colons, commas, semicolons or brackets into Chinese text', () => {
    // an offer id's syntax (厂商:实例类型@地域) keeps its ASCII colon
    const prose = zhMessages.filter((m) => !m.text.includes('@'));
    expect(prose.filter((m) => ascii(m.text)).map((m) => `${m.key}: ${m.text}`)).toEqual([]);
  });
});

describe('English that arrives as data is shown in Chinese', () => {
  it.each([
    ['H 96GB (Alibaba label)', 'H 96GB（阿里云标注）'],
    ['V100 (memory and form factor not stated)', 'V100（显存与规格形态未注明）'],
    [
      'dense BF16 TFLOPS ratio, calibrated (achieved-matmul ratio × 0.78)',
      '稠密 BF16 TFLOPS 之比，经校准（实测矩阵乘算力之比 × 0.78）',
    ],
  ])('%s', (en, zh) => {
    expect(localizeData('zh', en)).toBe(zh);
    expect(localizeData('en', en)).toBe(en);
  });

  it('a GPU label reaches a zh message in Chinese, and stays English in en', () => {
    const gpu = 'H-e 141GB (Alibaba label)';
    expect(translate('zh', 'engine.warning.no-fp8', { gpu })).toContain('H-e 141GB（阿里云标注）');
    expect(translate('en', 'engine.warning.no-fp8', { gpu })).toContain(gpu);
  });

  it('units are translated only on their own', () => {
    expect(localizeData('zh', 'fraction', true)).toBe('比例');
    expect(localizeData('zh', 'x', true)).toBe('倍');
    expect(localizeData('zh', 'x')).toBe('x');
  });
});
