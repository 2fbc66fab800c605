/**
 * The parts of a ranking beyond its head, fetched when the reader asks for them: more ranked
 * entries ("show more"), a group of ruled-out offers (opened), the whole ranking (the CSV file).
 * Each part is asked for once per ranking and kept; its promise is marked as React's `use` reads
 * it, so a part that is here (always, when the page ranks on its own thread) renders at once.
 */
import type { Catalog } from '../domain/catalog/types';
import type { ExcludedEntry, RankedEntry, RankResult } from '../domain/engine';
import { fulfilled, tracked } from '../lib/tracked';
import { FIRST_PAGE, rankedTotal, type RankingHead } from '../domain/ranking-head';
import {
  receivedExcluded,
  receivedResult,
  type PartRequest,
  type PostedPart,
} from '../worker/protocol';

/** Answers a request for a part: at once (ranked on this thread) or later (the worker's answer). */
export type AskPart = (part: PartRequest) => PostedPart | Promise<PostedPart>;

const unexpected = (part: PostedPart): never => {
  throw new Error(`unexpected part: ${part.kind}`);
};

export class RankingParts {
  private readonly kept = new Map<string, Promise<unknown>>();

  constructor(
    private readonly head: RankingHead,
    private readonly ask: AskPart,
    private readonly catalog: Catalog,
  ) {}

  private part<T>(key: string, request: PartRequest, read: (part: PostedPart) => T): Promise<T> {
    let promise = this.kept.get(key) as Promise<T> | undefined;
    if (!promise) {
      const answer = this.ask(request);
      promise = answer instanceof Promise ? tracked(answer.then(read)) : fulfilled(read(answer));
      // a failed part is asked for again next time
      promise.catch(() => this.kept.delete(key));
      this.kept.set(key, promise);
    }
    return promise;
  }

  /** How many pages of `FIRST_PAGE` the ranked entries fill (the head's is the first). */
  get rankedPages(): number {
    return Math.ceil(rankedTotal(this.head) / FIRST_PAGE);
  }

  /** Page `page` of the ranked entries (0: the head's), `FIRST_PAGE` entries or the last few. */
  rankedPage(page: number): Promise<readonly RankedEntry[]> {
    if (page === 0) return fulfilled(this.head.top);
    const from = page * FIRST_PAGE;
    const to = Math.min(from + FIRST_PAGE, rankedTotal(this.head));
    return this.part(`ranked ${page}`, { kind: 'ranked', from, to }, (p) =>
      p.kind === 'ranked' ? p.entries : unexpected(p),
    );
  }

  /** Every ranked entry, in rank order (the head's, then the rest in one request). */
  rankedAll(): Promise<readonly RankedEntry[]> {
    const total = rankedTotal(this.head);
    if (total <= this.head.top.length) return fulfilled(this.head.top);
    return this.part('ranked all', { kind: 'ranked', from: this.head.top.length, to: total }, (p) =>
      p.kind === 'ranked' ? [...this.head.top, ...p.entries] : unexpected(p),
    );
  }

  /** The ruled-out offers whose first failed constraint is `key`, in the catalog's order. */
  excluded(key: string): Promise<readonly ExcludedEntry[]> {
    return this.part(`excluded ${key}`, { kind: 'excluded', key }, (p) =>
      p.kind === 'excluded'
        ? receivedExcluded(p.excluded, p.extraOffers, this.catalog)
        : unexpected(p),
    );
  }

  /** The whole ranking: every ranked entry and every ruled-out offer. */
  whole(): Promise<RankResult> {
    return this.part('whole', { kind: 'whole' }, (p) =>
      p.kind === 'whole' ? receivedResult(p.result, this.catalog) : unexpected(p),
    );
  }
}
