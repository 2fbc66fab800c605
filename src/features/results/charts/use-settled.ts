import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: while someone types, the charts keep the last
 * settled data and redraw once, after the list (which follows every keystroke).
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return undefined;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
