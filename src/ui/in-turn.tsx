import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { onIdle } from '../lib/yield-to-page';

/**
 * Whether the `InTurn` parts below wait for their turn. Off unless a page turns it on: a part
 * drawn at once is the plain case (and what a link to an anchor inside the part needs).
 */
export const DrawInTurn = createContext(false);

/** Parts waiting for their turn, in the order they mounted (the page's order). */
const waiting: (() => void)[] = [];
/** Cancels the next turn, while one is asked for. */
let cancelTurn: (() => void) | null = null;

/** Gives the first waiting part its turn when the page is next idle, then the next one. */
function nextTurn(): void {
  if (cancelTurn || waiting.length === 0) return;
  cancelTurn = onIdle(() => {
    cancelTurn = null;
    waiting.shift()?.();
    nextTurn();
  }, 1000);
}

/** Takes a part out of the queue; with none left, no turn is asked for. */
function leave(show: () => void): void {
  const at = waiting.indexOf(show);
  if (at >= 0) waiting.splice(at, 1);
  if (waiting.length === 0 && cancelTurn) {
    cancelTurn();
    cancelTurn = null;
  }
}

/**
 * Under `DrawInTurn`, draws `children` once the page is idle and every part mounted before it has
 * been drawn, one part per idle period, as a transition; until then `placeholder`, which should
 * hold the part's place. For the long lower parts of a page: drawn and laid out with the first
 * screen, they would hold a phone's page in one long task as it opens.
 */
export function InTurn({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const inTurn = use(DrawInTurn);
  const [shown, setShown] = useState(!inTurn);
  useEffect(() => {
    if (shown) return undefined;
    const show = () => startTransition(() => setShown(true));
    waiting.push(show);
    nextTurn();
    return () => leave(show);
  }, [shown]);
  return shown ? children : placeholder;
}
