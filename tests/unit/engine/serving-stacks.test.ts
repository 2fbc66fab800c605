/**
 * What a user of another serving engine reads: the serving notice states the terms fitted on
 * published runs of llama.cpp and TGI 1.0 (`engine/stacks.ts`), in English and Chinese.
 */
import { describe, expect, it } from 'vitest';
import { fixtureCatalog as catalog } from '../../fixtures/golden/fixture-catalog';
import { rankLink } from '../../../src/domain/rank-link';
import { translate } from '../../../src/i18n';

const serving = () =>
  rankLink(
    '?v=1&wl=infer&model=llama-3.1-8b&users=8&tps=20&work=730&cur=USD',
    catalog,
  ).result.notices.find((n) => n.key === 'engine.notice.serving-load');

describe('the serving notice names the slower engines', () => {
  it('llama.cpp reads at most 1.15 TB/s per GPU: 3.35 TB/s × 0.87 ÷ 1.15 = 2.5× slower on an H100 SXM', () => {
    const n = serving();
    const en = translate('en', 'engine.notice.serving-load', n?.values);
    expect(en).toContain('well-tuned server (vLLM, SGLang, TensorRT-LLM)');
    expect(en).toContain(
      'no more than 1.15 TB/s per GPU (2.5× slower than a tuned server on an H100 SXM; fitted on 7 runs)',
    );
    expect(en).toContain(
      'TGI 1.0 adds about 23 ms to every step on several GPUs joined by NVLink, 6.5 ms over PCIe (16 runs)',
    );
    const zh = translate('zh', 'engine.notice.serving-load', n?.values);
    expect(zh).toContain('1.15 TB/s');
    expect(zh).toContain('慢 2.5 倍');
    expect(zh).toContain('23 毫秒');
    expect(zh).not.toMatch(/\{\w+\}/);
  });
});
