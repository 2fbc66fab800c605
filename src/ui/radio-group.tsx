import { Group, type GroupProps } from './group';
import type { Option } from './option';

/** A set of radio buttons drawn as one segmented control, with a visible legend. */
export function RadioGroup<V extends string>({
  name,
  value,
  options,
  onChange,
  ...group
}: GroupProps & {
  name: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <Group {...group}>
      <div className="inline-flex flex-wrap overflow-hidden rounded border border-slate-300 bg-white">
        {options.map((o) => (
          <label
            key={o.value}
            className={`cursor-pointer px-2.5 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700 ${
              o.value === value ? 'bg-teal-700 text-white' : 'text-slate-800 hover:bg-slate-100'
            }`}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </Group>
  );
}
