/**
 * Long work on the page's thread, cut into slices that each end well within a frame: the caller
 * asks `due()` between small steps and yields when it says so, so that no task holds the page for
 * long (a phone's CPU runs each slice several times slower than a laptop's).
 */

/** Milliseconds of work before a slice yields: 8 ms here stays under 50 ms on a 4× slower CPU. */
const SLICE_MS = 8;

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the page paint and handle input before the work goes on: `scheduler.yield()` where the
 * browser has it (the work resumes ahead of other queued tasks), else a new task.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A slice's clock: `due()` is true once the slice has run `SLICE_MS` since it began or yielded. */
export function sliceClock(ms = SLICE_MS): { due: () => boolean; restart: () => void } {
  const now = () => performance.now();
  let began = now();
  return {
    due: () => now() - began >= ms,
    restart: () => {
      began = now();
    },
  };
}

/**
 * Calls `run` once the browser is idle, or after `timeoutMs` at most (a short timer where the
 * browser cannot tell); returns a cancel.
 */
export function onIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * Calls `run` in a task of its own after the page's next frame (at once where there are no
 * frames); returns a cancel.
 */
export function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(run);
  };
  if (typeof requestAnimationFrame !== 'function') {
    later();
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(later);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long a page that paints nothing holds work waiting for its first paint. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Calls `run` (in a task of its own) once the page's first contentful paint is on the screen:
 * at once when it already is, else when the browser reports it (paint timing), or after
 * `FIRST_PAINT_WAIT_MS` at most. Where the browser does not report paints, after the next frame.
 * Returns a cancel. A frame callback alone comes before its frame reaches the screen, and a
 * compositor can take a while to show it: a download started there competes with that paint.
 */
export function afterFirstPaint(run: () => void): () => void {
  const reports =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reports) return afterNextFrame(run);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWaiting = () => {};
  const later = () => {
    stopWaiting();
    timer = setTimeout(run);
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) later();
  else {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) later();
    });
    const fallback = setTimeout(later, FIRST_PAINT_WAIT_MS);
    stopWaiting = () => {
      stopWaiting = () => {};
      observer.disconnect();
      clearTimeout(fallback);
    };
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    stopWaiting();
    clearTimeout(timer);
  };
}

/**
 * A module loaded once the page's first contentful paint is on the screen (`afterFirstPaint`),
 * for code that the first screen does not draw: asked for before that paint, its download waits
 * and does not share the line with what the paint needs. The returned getter gives the same
 * promise on every call; a failed load is tried again on the next call.
 */
export function loadAfterFirstPaint<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= new Promise<void>((resolve) => {
      afterFirstPaint(resolve);
    })
      .then(load)
      .catch((e: unknown) => {
        loading = null;
        throw e;
      });
    return loading;
  };
}
