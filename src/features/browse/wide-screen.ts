/** True on screens wide enough to show the filters and the guide's figures open (≥ 1024 px). */
export const wideScreen = (): boolean =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? true
    : window.matchMedia('(min-width: 1024px)').matches;
