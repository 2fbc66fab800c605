import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasMessage } from '../../../src/i18n';
import engine from '../../../src/i18n/messages/engine';

const dir = join(__dirname, '../../../src/domain/engine');

describe('engine messages', () => {
  it('every key written in the engine’s source has a text', () => {
    const keys = new Set<string>();
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.ts'),
    );
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const m of text.matchAll(/'(engine\.[a-z0-9.-]+)'/g)) keys.add(m[1] as string);
    }
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) expect(hasMessage(key), key).toBe(true);
  });

  it('zh has exactly the keys of en', () => {
    expect(Object.keys(engine.zh).sort()).toEqual(Object.keys(engine.en).sort());
  });
});
