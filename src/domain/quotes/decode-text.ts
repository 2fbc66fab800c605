/**
 * Turns an imported file's bytes into text: UTF-8 (with or without a byte-order mark), UTF-16
 * with a byte-order mark, and GB18030 (what spreadsheet programs on Chinese systems save) when
 * the bytes are not UTF-8.
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

export type TextReading =
  | { ok: true; text: string; encoding: TextEncodingName }
  /** `binary`: NUL bytes (not a text file, or UTF-16 without its mark); `encoding`: unreadable. */
  | { ok: false; reason: 'binary' | 'encoding' };

function tryDecode(bytes: Uint8Array, encoding: TextEncodingName): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Decodes bytes, dropping a byte-order mark; never throws. */
export function decodeText(bytes: Uint8Array): TextReading {
  const [a, b, c] = [bytes[0], bytes[1], bytes[2]];
  let reading: { text: string | null; encoding: TextEncodingName };
  if (a === 0xef && b === 0xbb && c === 0xbf) {
    reading = { text: tryDecode(bytes.subarray(3), 'utf-8'), encoding: 'utf-8' };
  } else if (a === 0xff && b === 0xfe) {
    reading = { text: tryDecode(bytes.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  } else if (a === 0xfe && b === 0xff) {
    reading = { text: tryDecode(bytes.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  } else {
    if (bytes.includes(0)) return { ok: false, reason: 'binary' };
    const utf8 = tryDecode(bytes, 'utf-8');
    reading =
      utf8 !== null
        ? { text: utf8, encoding: 'utf-8' }
        : { text: tryDecode(bytes, 'gb18030'), encoding: 'gb18030' };
  }
  if (reading.text === null) return { ok: false, reason: 'encoding' };
  if (reading.text.includes('\u0000')) return { ok: false, reason: 'binary' };
  return { ok: true, text: reading.text.replace(/^\uFEFF/, ''), encoding: reading.encoding };
}
