import { Group } from './group';

/** A titled list of checkboxes; a scroll box when it is long. */
export interface CheckboxOption {
  value: string;
  label: string;
  /** Some but not all of what this option stands for is chosen. */
  mixed?: boolean;
}

export function CheckboxList({
  legend,
  options,
  checked,
  onToggle,
  className = '',
}: {
  legend: string;
  options: readonly CheckboxOption[];
  checked: ReadonlySet<string>;
  onToggle: (value: string) => void;
  className?: string;
}) {
  return (
    <Group legend={legend} className={className}>
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
