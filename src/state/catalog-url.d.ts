/** The URL of the built catalog file (`vite.config.ts`, plugin `catalog-asset`). */
declare module 'virtual:catalog-url' {
  const url: string;
  export default url;
}
