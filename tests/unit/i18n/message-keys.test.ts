import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS_FILE, engineKeys, messageKeysText } from '../../../scripts/message-keys';

describe("the engine's closed list of message keys", () => {
  it('is the catalogs’ engine keys (run `npx tsx scripts/message-keys.ts` after adding one)', async () => {
    expect(readFileSync(MESSAGE_KEYS_FILE, 'utf8')).toBe(messageKeysText(await engineKeys()));
  });

  it('lists each key once, so a key the catalogs lack is a type error', () => {
    const text = messageKeysText(['engine.b', 'engine.a', 'engine.b']);
    expect(text).toContain("  | 'engine.a'\n  | 'engine.b';");
    expect(text.match(/\| 'engine\./g)).toHaveLength(2);
  });
});
