import { useState, type SyntheticEvent } from 'react';

/**
 * The open state of a `<details>`, kept by React so that a redraw leaves it as the reader set it
 * and its contents can wait until it opens: spread the result on the element, read `open`.
 */
export function useFold(initial: boolean | (() => boolean) = false) {
  const [open, setOpen] = useState(initial);
  const onToggle = (e: SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open);
  return { open, onToggle };
}
