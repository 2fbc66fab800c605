import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, loadAfterFirstPaint } from '../../../src/lib/yield-to-page';

/** A page whose paint timing the test drives: `paint()` reports its first contentful paint. */
function stubPage({ reportsPaints = true, paintedAlready = false } = {}) {
  const observers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
  let painted = paintedAlready;
  const frames: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'mark'] : ['mark'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('performance', {
    now: () => Date.now(),
    getEntriesByName: (name: string) =>
      painted && name === 'first-contentful-paint' ? [{ name }] : [],
  });
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', () => frames.splice(0));
  return {
    paint() {
      painted = true;
      const list = {
        getEntriesByName: (n: string) => (n === 'first-contentful-paint' ? [{}] : []),
      };
      for (const o of [...observers]) o(list);
    },
    frame() {
      for (const f of frames.splice(0)) f();
    },
    observing: () => observers.length,
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint to be reported, then runs in a task of its own', () => {
    const page = stubPage();
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    page.paint();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.observing()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once (next task) on a page that has already painted', () => {
    stubPage({ paintedAlready: true });
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after three seconds on a page whose paint is never reported', () => {
    const page = stubPage();
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.observing()).toBe(0);
    page.paint();
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame where the browser does not report paints', () => {
    const page = stubPage({ reportsPaints: false });
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    page.frame();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, in each case', () => {
    for (const options of [{}, { paintedAlready: true }, { reportsPaints: false }]) {
      const page = stubPage(options);
      const run = vi.fn();
      const cancel = afterFirstPaint(run);
      cancel();
      page.paint();
      page.frame();
      vi.advanceTimersByTime(5000);
      expect(run).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    }
  });
});

describe('loadAfterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the load only once the first paint is reported, once for every caller', async () => {
    const page = stubPage();
    const load = vi.fn(() => Promise.resolve('module'));
    const get = loadAfterFirstPaint(load);
    const first = get();
    expect(get()).toBe(first);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
    page.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toBe('module');
    expect(get()).toBe(first);
  });

  it('tries a failed load again on the next call', async () => {
    stubPage({ paintedAlready: true });
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const get = loadAfterFirstPaint(load);
    const failed = get();
    const settled = expect(failed).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(0);
    await settled;
    const again = get();
    expect(again).not.toBe(failed);
    await vi.advanceTimersByTimeAsync(0);
    await expect(again).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
