import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { onIdle } from '../lib/yield-to-page';

/** Calls `run` once `el` comes within `margin` of the viewport (at once where it cannot tell). */
function onNear(el: Element, margin: string, run: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * Renders `children` once the page is idle and their place is within `near` of the viewport (a
 * CSS margin; by default a screen either way), as a transition (React may pause it for input);
 * until then `placeholder`, which should hold the children's place. For heavy parts below what
 * the user reads first, such as charts.
 */
export function WhenIdle({
  children,
  placeholder,
  near = '100% 0px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  near?: string;
}) {
  const [ready, setReady] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = place.current;
    if (ready || !el) return undefined;
    let cancelIdle = () => {};
    const cancelNear = onNear(el, near, () => {
      cancelIdle = onIdle(() => startTransition(() => setReady(true)), 2000);
    });
    return () => {
      cancelNear();
      cancelIdle();
    };
  }, [ready, near]);
  return ready ? children : <div ref={place}>{placeholder}</div>;
}
