/**
 * Exclusion messages, shared between offers that fail the same way (one object per distinct
 * message per ranking, so ten thousand offers do not allocate ten thousand equal messages).
 */
import type { EngineMessage } from './types';

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
export const money = (x: number): number => round(x, 2);
export const hours = (x: number): number => round(x, 2);
export const gib = (x: number): number => round(x, 1);
export const share = (x: number): number => round(x, 3);

export const msg = (
  key: EngineMessage['key'],
  values: EngineMessage['values'] = {},
): EngineMessage => ({ key, values });

type Build<K> = (k: K) => EngineMessage;

/** A cache of messages keyed by one value (a region, a provider, a capacity…). */
/** Memory failure messages are cached by GPU count × this + capacity (GiB, always below it). */
export const MEMORY_KEY = 1e7;

/** The cache key of a memory failure on `gpus` GPUs holding `capacity` GiB in all. */
export const memoryKey = (gpus: number, capacity: number): number => gpus * MEMORY_KEY + capacity;

export class MessageCache<K> {
  private readonly map = new Map<K, EngineMessage>();
  constructor(private readonly build: Build<K>) {}
  get(k: K): EngineMessage {
    let m = this.map.get(k);
    if (!m) {
      m = this.build(k);
      this.map.set(k, m);
    }
    return m;
  }
}

interface ListNode {
  list: EngineMessage[] | null;
  next: Map<EngineMessage, ListNode> | null;
}

/**
 * The failures of the offer being evaluated, in a buffer reused for every offer (setting an
 * array's length to 0 would free its storage and allocate it again on the next push). `list`
 * interns the result: offers failing the same way share one list, so thousands of excluded
 * offers keep a handful of arrays alive, not one each.
 */
export class FailureList {
  private readonly buf: EngineMessage[] = new Array<EngineMessage>(16);
  private readonly root: ListNode = { list: null, next: null };
  count = 0;
  reset(): void {
    this.count = 0;
  }
  push(m: EngineMessage): void {
    if (this.count < this.buf.length) this.buf[this.count] = m;
    else this.buf.push(m);
    this.count++;
  }
  /** The list returned last: consecutive offers mostly fail the same way (no lookup then). */
  private last: EngineMessage[] | null = null;
  /** The failures as a list to keep, shared with every offer that failed the same way. */
  list(alone: (m: EngineMessage) => EngineMessage[]): EngineMessage[] {
    const last = this.last;
    if (last !== null && last.length === this.count && this.sameAs(last)) return last;
    const list = this.interned(alone);
    this.last = list;
    return list;
  }
  private sameAs(list: EngineMessage[]): boolean {
    for (let i = 0; i < this.count; i++) if (list[i] !== this.buf[i]) return false;
    return true;
  }
  private interned(alone: (m: EngineMessage) => EngineMessage[]): EngineMessage[] {
    if (this.count === 1) return alone(this.buf[0] as EngineMessage);
    let node = this.root;
    for (let i = 0; i < this.count; i++) {
      const m = this.buf[i] as EngineMessage;
      node.next ??= new Map();
      let child = node.next.get(m);
      if (!child) {
        child = { list: null, next: null };
        node.next.set(m, child);
      }
      node = child;
    }
    node.list ??= this.buf.slice(0, this.count);
    return node.list;
  }
}
