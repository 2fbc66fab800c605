/** A grey block standing in for content that is still loading; hidden from screen readers. */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`rounded bg-slate-200 motion-safe:animate-pulse ${className}`}
    />
  );
}
