import type { ReactNode } from 'react';

export interface Notes {
  /** Why the value was refused, as a sentence. */
  error?: ReactNode;
  /** A line read with the field (e.g. "Read as 20000."). */
  status?: ReactNode;
  hint?: ReactNode;
}

/** The `aria-describedby` of a field with these notes (ids `<id>-error`, `-status`, `-hint`). */
export function notesIds(
  id: string,
  { error, status, hint }: { error?: unknown; status?: unknown; hint?: unknown },
): string | undefined {
  const ids = [
    error ? `${id}-error` : null,
    status ? `${id}-status` : null,
    hint ? `${id}-hint` : null,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The lines under a field: its error, a status line and a hint, each with its id. */
export function FieldNotes({ id, error, status, hint }: Notes & { id: string }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {status ? (
        <p id={`${id}-status`} className="text-sm text-slate-700">
          {status}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
    </>
  );
}
