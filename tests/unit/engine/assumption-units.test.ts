import { describe, expect, it } from 'vitest';
import { ASSUMPTION_UNITS } from '../../../src/domain/engine/assumptions';
import { localizeData } from '../../../src/i18n/glossary';

describe('assumption units in Chinese', () => {
  it.each(Object.entries(ASSUMPTION_UNITS))('%s: “%s” has a Chinese form', (_, unit) => {
    const zh = localizeData('zh', unit, true);
    expect(zh).not.toBe(unit);
    // what stays Latin is a unit symbol or a term the Chinese text keeps (GiB, token)
    expect(zh.replace(/GiB|token/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  });
});
