/**
 * What the visitor chose before (the page's language and currency), kept in this browser so a
 * later visit through a link that names neither opens as they left it; and what is proposed to a
 * visitor who has chosen nothing yet, from the browser's languages.
 */
import type { Lang } from '../i18n';
import { isTraditionalChinese } from '../i18n/detect';
import type { Currency } from '../domain/share/profile';

/** Where the choice is kept in the browser's storage. */
export const CHOICE_KEY = 'gpu-guide.choice';

export interface Choice {
  lang: Lang | null;
  cur: Currency | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored choice read from its text (`null`: nothing stored; anything unreadable is no
 * choice). Written without any outside name: the page's head script carries its source
 * (`src/app/head-script.ts`).
 */
export function choiceFrom(raw: string | null): Choice {
  try {
    const data = JSON.parse(raw ?? '{}') as Partial<Record<string, unknown>>;
    return {
      lang: data.lang === 'zh' || data.lang === 'en' ? data.lang : null,
      cur: data.cur === 'CNY' || data.cur === 'USD' ? data.cur : null,
    };
  } catch {
    return { lang: null, cur: null };
  }
}

/** The language and currency chosen on an earlier visit (`null`: never chosen). */
export function rememberedChoice(): Choice {
  try {
    return choiceFrom(storage()?.getItem(CHOICE_KEY) ?? null);
  } catch {
    return { lang: null, cur: null };
  }
}

/** Keeps a language or currency the visitor chose. */
export function rememberChoice(patch: Partial<Choice>): void {
  try {
    storage()?.setItem(CHOICE_KEY, JSON.stringify({ ...rememberedChoice(), ...patch }));
  } catch {
    // a browser that keeps nothing: the choice lasts this visit
  }
}

/** Chinese of the mainland: `zh`, `zh-CN`, `zh-Hans`, `zh-Hans-CN`. */
export const isMainlandChinese = (tag: string): boolean => /^zh(-hans)?(-cn)?$/i.test(tag);

/**
 * The currency proposed to a visitor who chose none: yuan for a browser set first to mainland
 * Chinese, US dollars for every other (en-SG, en-IN, de-DE, ja-JP, zh-TW); `null` when the
 * browser says nothing (the link's default).
 */
export function visitorCurrency(languages: readonly string[]): Currency | null {
  const first = languages[0];
  if (first === undefined) return null;
  return isMainlandChinese(first) ? null : 'USD';
}

/**
 * A visitor whose browser asks first for traditional Chinese is asked which language to read
 * (the page has simplified Chinese and English), not given simplified Chinese unasked.
 */
export const asksLanguage = (languages: readonly string[]): boolean =>
  languages[0] !== undefined && isTraditionalChinese(languages[0]);

/** Where the team is proposed to be before the wizard asks: the mainland only for its language. */
export function proposedLocation(lang: Lang, languages: readonly string[]): 'cn' | 'global' {
  return lang === 'zh' && !asksLanguage(languages) ? 'cn' : 'global';
}
