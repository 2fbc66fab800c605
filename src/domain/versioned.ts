/**
 * One way to read versioned data written by an older (or newer) build: the link, the stored
 * quotes, the wizard's stored draft and the catalog file. Data of version `n` is brought to the current version by
 * running the steps `n → n + 1`, one after another, so a format change adds a step and old data
 * keeps opening.
 */

/** `steps[n]` turns version `n`'s data into version `n + 1`'s. */
export type Steps<T> = Readonly<Record<number, (data: T) => T>>;

export type Upgraded<T> =
  | { ok: true; data: T }
  /**
   * `newer`: written by a later build (the data is left as it is); `unknown`: not a version this
   * build can read (not a whole number from 1, or a step is missing between it and the current).
   */
  | { ok: false; problem: 'newer' | 'unknown'; data: T };

/** A reader of data written under a format whose current version is `current`. */
export interface Versioned<T> {
  readonly current: number;
  /** Brings `data`, written as `version`, to the current version. Never throws. */
  upgrade(version: number, data: T): Upgraded<T>;
}

export function versioned<T>(current: number, steps: Steps<T>): Versioned<T> {
  return {
    current,
    upgrade(version, data) {
      if (!Number.isInteger(version) || version < 1) return { ok: false, problem: 'unknown', data };
      if (version > current) return { ok: false, problem: 'newer', data };
      let out = data;
      for (let from = version; from < current; from++) {
        const step = steps[from];
        if (!step) return { ok: false, problem: 'unknown', data: out };
        out = step(out);
      }
      return { ok: true, data: out };
    },
  };
}
