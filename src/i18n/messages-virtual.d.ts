/** The features' messages of one language (`vite.config.ts`, plugin `messages-by-language`). */
declare module 'virtual:messages/en' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module 'virtual:messages/zh' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
