/**
 * Asking for the quotes manager: a request waits until the manager takes it, wakes a manager
 * already shown, and is not left for the next test (the store goes back to its start).
 */
import { describe, expect, it } from 'vitest';
import * as quotes from '../../../src/state/open-quotes';

describe('a request to open the quotes manager', () => {
  it('waits for the manager, which takes it once', () => {
    quotes.requestQuotes();
    expect(quotes.quotesRequested()).toBe(true);
    expect(quotes.takeQuotesRequest()).toBe(true);
    expect(quotes.takeQuotesRequest()).toBe(false);
    expect(quotes.quotesRequested()).toBe(false);
  });

  it('wakes a manager already shown on each request, not when it is taken', () => {
    let woken = 0;
    const stop = quotes.onQuotesRequest(() => {
      woken += 1;
      quotes.takeQuotesRequest();
    });
    quotes.requestQuotes();
    quotes.requestQuotes();
    expect(woken).toBe(2);
    expect(quotes.quotesRequested()).toBe(false);
    stop();
    quotes.requestQuotes();
    expect(woken).toBe(2);
  });

  it('is not left for the next test: none is waiting when a test starts', () => {
    expect(quotes.quotesRequested()).toBe(false);
    quotes.requestQuotes();
  });

  it('is not left for the next test (whichever of the two runs first)', () => {
    expect(quotes.quotesRequested()).toBe(false);
    quotes.requestQuotes();
  });
});
