/**
 * Every feature's messages, in both languages: registered whole by `./all` (the CLI and the
 * tests), and split by language at build time for the page (`virtual:messages/<lang>`, built by
 * `vite.config.ts`), which loads only the language it shows.
 */
import browse from './messages/browse';
import wizard from './messages/wizard';
import results from './messages/results';
import charts from './messages/charts';
import guide from './messages/guide';
import quotes from './messages/quotes';
import share from './messages/share';
import engine from './messages/engine';
import freshness from './messages/freshness';
import serving from './messages/serving';
import priceDates from './messages/price-dates';
import supply from './messages/supply';
import judgement from './messages/judgement';
import term from './messages/term';
import places from './messages/places';
import hpc from './messages/hpc';
import unknownSpeed from './messages/unknown-speed';
import servingScale from './messages/serving-scale';

export const FEATURE_MESSAGES = [
  browse,
  wizard,
  results,
  charts,
  guide,
  quotes,
  share,
  engine,
  freshness,
  serving,
  priceDates,
  supply,
  judgement,
  term,
  places,
  hpc,
  unknownSpeed,
  servingScale,
] as const;

/** Every feature's messages in one language, as one object. */
export const messagesIn = (lang: 'en' | 'zh'): Record<string, string> =>
  Object.assign({}, ...FEATURE_MESSAGES.map((set) => set[lang]));
