import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS_FILE, messageKeysText } from '../../../scripts/message-keys';

describe("the engine's closed list of message keys", () => {
  it('is the English catalog’s keys (run `npx tsx scripts/message-keys.ts` after adding one)', () => {
    expect(readFileSync(MESSAGE_KEYS_FILE, 'utf8')).toBe(messageKeysText());
  });

  it('lists each key once, so a key the catalog lacks is a type error', () => {
    const text = messageKeysText(['engine.b', 'engine.a']);
    expect(text).toContain("  | 'engine.a'\n  | 'engine.b';");
    expect(text.match(/\| 'engine\./g)).toHaveLength(2);
  });
});
