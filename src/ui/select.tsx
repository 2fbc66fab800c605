import type { SelectHTMLAttributes } from 'react';
import type { Option } from './option';

export type SelectProps<V extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> & {
  value: V;
  options: readonly Option<V>[];
  /** The chosen option's value. */
  onChange: (value: V) => void;
};

/** A select drawn from a list of options. */
export function Select<V extends string>({ value, options, onChange, ...rest }: SelectProps<V>) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as V)} {...rest}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
