/** Where this browser keeps the user's quotes (`quotes-storage.ts`), and unreadable data set aside. */
export const QUOTES_STORAGE_KEY = 'gpu-cloud-guide.quotes';
export const SET_ASIDE_STORAGE_KEY = 'gpu-cloud-guide.quotes.set-aside';
