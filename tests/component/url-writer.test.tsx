/** While someone types, the address is rewritten at most every 250 ms, and never lost. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropPendingUrl,
  flushUrl,
  setUrlWriteInterval,
  writeUrl,
} from '../../src/state/url-writer';

const address = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/');
  setUrlWriteInterval(250);
});
afterEach(() => {
  dropPendingUrl();
  setUrlWriteInterval(0);
  vi.useRealTimers();
});

describe('address writes', () => {
  it('writes the first change at once and the latest of a burst when the interval ends', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    writeUrl('/?model=1', 'replace');
    expect(address()).toBe('/?model=1');
    writeUrl('/?model=13', 'replace');
    vi.advanceTimersByTime(100);
    writeUrl('/?model=130', 'replace');
    expect(address()).toBe('/?model=1');
    vi.advanceTimersByTime(150);
    expect(address()).toBe('/?model=130');
    expect(replace).toHaveBeenCalledTimes(2);
    replace.mockRestore();
  });

  it('writes what is pending before a new history entry, so going back shows it', () => {
    const before = window.history.length;
    writeUrl('/?model=1', 'replace');
    writeUrl('/?model=13', 'replace');
    writeUrl('/?view=guide', 'push');
    expect(address()).toBe('/?view=guide');
    expect(window.history.length).toBe(before + 1);
    vi.advanceTimersByTime(1000);
    expect(address()).toBe('/?view=guide');
  });

  it('drops a pending write when the browser moves to another entry, and flushes on demand', () => {
    writeUrl('/?model=1', 'replace');
    writeUrl('/?model=13', 'replace');
    dropPendingUrl();
    vi.advanceTimersByTime(1000);
    expect(address()).toBe('/?model=1');
    vi.advanceTimersByTime(1000);
    writeUrl('/?model=2', 'replace');
    writeUrl('/?model=20', 'replace');
    flushUrl();
    expect(address()).toBe('/?model=20');
  });
});
