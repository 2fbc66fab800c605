import { Group, type GroupProps } from './group';
import type { Option } from './option';

export interface CheckboxOption extends Option {
  /** Some but not all of what this option stands for is chosen. */
  mixed?: boolean;
}

/** A titled list of checkboxes; a scroll box when it is long. */
export function CheckboxList({
  options,
  checked,
  onToggle,
  ...group
}: GroupProps & {
  options: readonly CheckboxOption[];
  checked: ReadonlySet<string>;
  onToggle: (value: string) => void;
}) {
  return (
    <Group {...group}>
      <ul className="max-h-56 space-y-0.5 overflow-y-auto pr-1">
        {options.map((o) => (
          <li key={o.value}>
            <label className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-teal-700"
                checked={checked.has(o.value)}
                ref={(el) => {
                  if (el) el.indeterminate = Boolean(o.mixed);
                }}
                onChange={() => onToggle(o.value)}
              />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
    </Group>
  );
}
