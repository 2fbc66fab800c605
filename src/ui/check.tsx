/** One checkbox with its label beside it. */
export function Check({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex items-center gap-2 text-sm text-slate-800 ${className}`}>
      <input
        type="checkbox"
        className="h-4 w-4 accent-teal-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
