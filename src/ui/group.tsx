import type { ReactNode } from 'react';

export interface GroupProps {
  legend: string;
  className?: string;
}

/** A titled group of controls: a fieldset with its visible legend. */
export function Group({ legend, className = '', children }: GroupProps & { children: ReactNode }) {
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
    </fieldset>
  );
}
