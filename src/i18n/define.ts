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

/** Replaces `{name}` placeholders with values; unknown placeholders stay visible. */
export function interpolate(template: string, values?: Values): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
