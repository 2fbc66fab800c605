/**
 * Loading promises that React's `use` reads without suspending once they have settled: each is
 * marked as React marks the promises it has seen settle. A component that suspended on a loading
 * promise must call `use` with that same promise when React renders it again (React's errors 467
 * and 520 otherwise), so the views call `use` on these every time instead of first checking a
 * cache the load fills; a settled one answers at once.
 */
type Marked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/** `promise`, marked pending now and fulfilled or rejected as it settles. */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Marked<T>;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}

/** A promise already fulfilled with `value`, for a value that came by another way. */
export function fulfilled<T>(value: T): Promise<T> {
  const marked = Promise.resolve(value) as Marked<T>;
  marked.status = 'fulfilled';
  marked.value = value;
  return marked;
}

/** The value of a promise marked fulfilled (by `tracked` or `fulfilled`), else `null`. */
export function fulfilledValue<T>(promise: Promise<T>): { value: T } | null {
  const marked = promise as Marked<T>;
  return marked.status === 'fulfilled' ? { value: marked.value as T } : null;
}
