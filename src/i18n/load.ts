/**
 * The features' messages of one language, as the page loads them (the build splits them by
 * language, so a page carries only the language it shows); each language once per visit, a failed
 * load tried again on the next call.
 */
import { registerLanguage, type Lang } from './index';

type Loaded = { default: Readonly<Record<string, string>> };

const imports: Record<Lang, () => Promise<Loaded>> = {
  en: () => import('virtual:messages/en'),
  zh: () => import('virtual:messages/zh'),
};

const loads = new Map<Lang, Promise<void>>();

export function loadMessages(lang: Lang): Promise<void> {
  let load = loads.get(lang);
  if (!load) {
    load = imports[lang]().then((m) => registerLanguage(lang, m.default));
    load.catch(() => loads.delete(lang));
    loads.set(lang, load);
  }
  return load;
}
