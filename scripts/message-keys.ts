/**
 * Writes `src/domain/engine/message-keys.ts`: the closed list of the engine's message keys, read
 * from the English catalog (`src/i18n/messages/engine.ts`), so the engine, which may not import
 * messages, names only keys that exist, and a typo fails the type check.
 * `tests/unit/i18n/message-keys.test.ts` fails when the file and the catalog drift.
 *
 * Usage: npx tsx scripts/message-keys.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import engine from '../src/i18n/messages/engine';

export const MESSAGE_KEYS_FILE = fileURLToPath(
  new URL('../src/domain/engine/message-keys.ts', import.meta.url),
);

/** The file's text for the catalog's keys. */
export function messageKeysText(keys: readonly string[] = Object.keys(engine.en)): string {
  const sorted = [...keys].sort();
  return [
    '// Written by scripts/message-keys.ts from src/i18n/messages/engine.ts; do not edit.',
    '/** Every key of the engine\u2019s messages (a closed list: a key the catalog lacks is a type error). */',
    'export type EngineMessageKey =',
    ...sorted.map((k, i) => `  | '${k}'${i === sorted.length - 1 ? ';' : ''}`),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MESSAGE_KEYS_FILE, messageKeysText());
  console.log(`wrote ${MESSAGE_KEYS_FILE}`);
}
