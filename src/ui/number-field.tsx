import { useId, useState } from 'react';

/**
 * A numeric input that keeps what is being typed ("1.", "") while the committed value is a
 * number or `null` (empty). Values outside [min, max] are not committed and marked invalid.
 */
export function NumberField({
  label,
  value,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 'any',
  invalidText,
  className = '',
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  invalidText: string;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (Number(draft) !== value || draft === '') setDraft(value === null ? '' : String(value));
  }
  const parsed = draft.trim() === '' ? null : Number(draft);
  const invalid = parsed !== null && !(Number.isFinite(parsed) && parsed >= min && parsed <= max);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-err` : undefined}
        className="mt-0.5 w-full rounded border border-slate-300 px-2 py-1 text-sm aria-[invalid]:border-red-600"
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          const n = text.trim() === '' ? null : Number(text);
          if (n === null) onChange(null);
          else if (Number.isFinite(n) && n >= min && n <= max) onChange(n);
        }}
      />
      {invalid ? (
        <p id={`${id}-err`} className="mt-0.5 text-xs text-red-700">
          {invalidText}
        </p>
      ) : null}
    </div>
  );
}
