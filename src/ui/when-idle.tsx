import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Calls `run` once the browser is idle (a short timer where it cannot tell); returns a cancel. */
function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * Renders `children` once the page is idle, as a transition (React may pause it for input);
 * `placeholder`, which should hold the children's place, until then. For heavy parts below what
 * the user reads first, such as charts.
 */
export function WhenIdle({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    return onIdle(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready ? children : placeholder;
}
