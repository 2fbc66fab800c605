import { describe, expect, it } from 'vitest';
import { foldFullWidth, formatNumber, hasFullWidth } from '../../../src/domain/share/text';

describe('formatNumber', () => {
  it.each([
    [72, '72'],
    [0.01, '0.01'],
    [12.5, '12.5'],
    [1e21, '1000000000000000000000'],
    [1.5e22, '15000000000000000000000'],
    [1e-7, '0.0000001'],
    [1.25e-7, '0.000000125'],
    [-3.5e-8, '-0.000000035'],
    [-0, '0'],
    [0.1 + 0.2, '0.30000000000000004'],
  ])('%s → %s', (n, text) => {
    expect(formatNumber(n)).toBe(text);
    expect(Number(text)).toBe(n === 0 ? 0 : n);
  });
});

describe('full-width input', () => {
  it('folds full-width digits, point, letters and the ideographic space', () => {
    expect(foldFullWidth('１２．５')).toBe('12.5');
    expect(foldFullWidth('ＵＳＤ')).toBe('USD');
    expect(foldFullWidth('\u3000７\u3000')).toBe(' 7 ');
    expect(foldFullWidth('７Ｂ 模型')).toBe('7B 模型');
  });

  it('tells whether there is anything to fold', () => {
    expect(hasFullWidth('１2')).toBe(true);
    expect(hasFullWidth('12 模型')).toBe(false);
  });
});
