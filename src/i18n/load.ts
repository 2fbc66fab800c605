/**
 * Each feature's messages as its own chunk: a view loads the sets it shows (both languages), so
 * the first screen of one view does not carry every other view's text.
 */
import { registerMessages } from './index';
import type { MessageSet } from './define';

type SetModule = Promise<{ default: MessageSet<string> }>;

const sets = {
  browse: (): SetModule => import('./messages/browse'),
  wizard: (): SetModule => import('./messages/wizard'),
  results: (): SetModule => import('./messages/results'),
  charts: (): SetModule => import('./messages/charts'),
  guide: (): SetModule => import('./messages/guide'),
  quotes: (): SetModule => import('./messages/quotes'),
  share: (): SetModule => import('./messages/share'),
  engine: (): SetModule => import('./messages/engine'),
};

export type MessageSetName = keyof typeof sets;

/** Loads and registers these message sets (a set already registered is registered again). */
export function loadMessages(names: readonly MessageSetName[]): Promise<void> {
  return Promise.all(names.map((name) => sets[name]())).then((modules) =>
    registerMessages(...modules.map((m) => m.default)),
  );
}
