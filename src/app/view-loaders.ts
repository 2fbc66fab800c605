/**
 * Each view's code (with the features' messages, in the page's language) as its own chunk,
 * loaded once: the shell starts loading a view as soon as the link names it, before React
 * renders it.
 */
import type { ComponentType } from 'react';
import type { View } from '../domain/share/profile';
import { loadMessages } from '../i18n/load';
import { askedLang } from '../state/use-lang';
import { loadAfterFirstPaint } from '../lib/yield-to-page';
import { CODE_AFTER_FIRST_PAINT } from './view-code';

type ViewModule = { default: ComponentType };

/** Loads a view's chunk together with the features' messages in the language the link asks for. */
const withMessages = <T>(load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), loadMessages(askedLang())]).then(([module]) => module);

const code: Record<View, () => Promise<ViewModule>> = {
  browse: () => import('./browse-view'),
  wizard: () => import('../features/wizard'),
  results: () => import('../features/results'),
  guide: () => import('../features/guide'),
};

/** A view's code, once the page's first screen is painted for those that wait (`view-code.ts`). */
const codeOf = (view: View): (() => Promise<ViewModule>) =>
  CODE_AFTER_FIRST_PAINT.includes(view) ? loadAfterFirstPaint(code[view]) : code[view];

const started = new Map<View, Promise<ViewModule>>();

/** The view's module; a failed load is tried again on the next call. */
export function loadView(view: View): Promise<ViewModule> {
  let module = started.get(view);
  if (!module) {
    module = withMessages(codeOf(view)).catch((e: unknown) => {
      started.delete(view);
      throw e;
    });
    started.set(view, module);
  }
  return module;
}

/** Views that show the catalog: opening one fetches the catalog file. */
export const VIEWS_WITH_CATALOG: ReadonlySet<View> = new Set(['browse', 'results', 'guide']);
