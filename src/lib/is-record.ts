/** Whether parsed JSON is an object of named fields (not null, not a list). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
