/**
 * Text helpers shared by the link codec and the wizard: reading what people type (including
 * full-width characters from Chinese input methods) and writing numbers in canonical form.
 */

/**
 * Folds full-width ASCII forms (U+FF01–U+FF5E, e.g. `１２．５`) to their ASCII counterparts and the
 * ideographic space (U+3000) to a space. Decision: such input is read, not rejected, because Chinese
 * input methods type it; the canonical link always holds ASCII.
 */
export function foldFullWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E\u3000]/g, (c) =>
    c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );
}

/** Whether {@link foldFullWidth} changes the text. */
export const hasFullWidth = (text: string): boolean => /[\uFF01-\uFF5E\u3000]/.test(text);

/**
 * The shortest decimal string that reads back as exactly `n`, never in exponent form
 * (`1e21` → `1000000000000000000000`, `1e-7` → `0.0000001`). Non-finite numbers give `String(n)`.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Object.is(n, -0)) return '0';
  const shortest = String(n);
  const e = shortest.indexOf('e');
  if (e < 0) return shortest;
  const exponent = Number(shortest.slice(e + 1));
  let mantissa = shortest.slice(0, e);
  const negative = mantissa.startsWith('-');
  if (negative) mantissa = mantissa.slice(1);
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${out}` : out;
}
