import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasMessage } from '../../../src/i18n';
import quotes from '../../../src/i18n/messages/quotes';

const dir = join(import.meta.dirname, '../../../src/domain/quotes');
const source = readdirSync(dir)
  .map((f) => readFileSync(join(dir, f), 'utf8'))
  .join('\n');

/** Every reason key the quotes domain can produce, read from its source. */
function producedKeys(): string[] {
  const keys = new Set<string>();
  for (const m of source.matchAll(/problem\('(\w+)'/g)) keys.add(`quotes.err.${m[1]}`);
  for (const m of source.matchAll(/'quotes\.err\.([\w.]+)'/g)) keys.add(`quotes.err.${m[1]}`);
  for (const m of source.matchAll(
    /(?:failedFile\((?:'csv'|'json'|guess|format), |fileProblem\()'(\w+)'/g,
  ))
    keys.add(`quotes.err.file.${m[1]}`);
  for (const m of source.matchAll(/reason: '(binary|encoding)'/g))
    keys.add(`quotes.err.file.${m[1]}`);
  return [...keys].sort();
}

describe('quotes messages', () => {
  it('has a text for every reason the importers and the form give', () => {
    const keys = producedKeys();
    expect(keys.length).toBeGreaterThan(35);
    expect(keys.filter((k) => !hasMessage(k))).toEqual([]);
  });

  it('has the same placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(quotes.en) as (keyof typeof quotes.en)[]) {
      expect([key, placeholders(quotes.zh[key])]).toEqual([key, placeholders(quotes.en[key])]);
    }
  });
});
