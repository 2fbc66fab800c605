/**
 * Each feature owns one messages file: `en` is the reference, and `zh` must have exactly the same
 * keys, so a key missing in one language fails the type check.
 */
export type Values = Readonly<Record<string, string | number>>;

export interface MessageSet<K extends string> {
  en: Readonly<Record<K, string>>;
  zh: Readonly<Record<K, string>>;
}

export function defineMessages<const E extends Record<string, string>>(set: {
  en: E;
  zh: { readonly [K in keyof E]: string };
}): MessageSet<Extract<keyof E, string>> {
  return set as MessageSet<Extract<keyof E, string>>;
}

/** True when a value (a number, or a number as text: "1", "1.0") is exactly one. */
const isOne = (value: string | number): boolean => Number(String(value).replace(/,/g, '')) === 1;

/**
 * Replaces `{name}` placeholders with values; unknown placeholders stay visible. English nouns
 * that follow a count take `{name|one|other}`: "GPU" when `name` is 1, else "GPUs".
 */
export function interpolate(template: string, values?: Values): string {
  if (!values) return template;
  return template
    .replace(
      /\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g,
      (whole, name: string, one: string, other: string) => {
        const value = values[name];
        return value === undefined ? whole : isOne(value) ? one : other;
      },
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
