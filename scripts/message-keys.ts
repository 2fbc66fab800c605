/**
 * Writes `src/domain/engine/message-keys.ts`: the closed list of the engine's message keys (every
 * `engine.` key of the catalogs in `src/i18n/messages/`, read from English), so the engine, which
 * may not import messages, names only keys that exist, and a typo fails the type check.
 * `tests/unit/i18n/message-keys.test.ts` fails when the file and the catalogs drift.
 *
 * Usage: npx tsx scripts/message-keys.ts
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

export const MESSAGE_KEYS_FILE = fileURLToPath(
  new URL('../src/domain/engine/message-keys.ts', import.meta.url),
);
const CATALOGS = fileURLToPath(new URL('../src/i18n/messages/', import.meta.url));

/** Every `engine.` key of the English catalogs. */
export async function engineKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const file of readdirSync(CATALOGS)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(pathToFileURL(path.join(CATALOGS, file)).href)) as {
      default: { en: Record<string, string> };
    };
    keys.push(...Object.keys(mod.default.en).filter((k) => k.startsWith('engine.')));
  }
  return keys;
}

/** The file's text for the given keys. */
export function messageKeysText(keys: readonly string[]): string {
  const sorted = [...new Set(keys)].sort();
  return [
    '// Written by scripts/message-keys.ts from src/i18n/messages/; do not edit.',
    '/** Every key of the engine\u2019s messages (a closed list: a key the catalogs lack is a type error). */',
    'export type EngineMessageKey =',
    ...sorted.map((k, i) => `  | '${k}'${i === sorted.length - 1 ? ';' : ''}`),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MESSAGE_KEYS_FILE, messageKeysText(await engineKeys()));
  console.log(`wrote ${MESSAGE_KEYS_FILE}`);
}
