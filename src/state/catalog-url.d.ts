/** The URL of the built catalog file (`vite.config.ts`, plugin `catalog-asset`). */
declare module 'virtual:catalog-url' {
  const url: string;
  export default url;
  /** The built file's counts and date, known before it loads; `null` from the dev server. */
  export const summary: { offers: number; providers: number; asOf: string } | null;
}
