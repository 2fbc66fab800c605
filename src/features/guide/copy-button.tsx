import { useState } from 'react';
import { writeClipboard } from '../../lib/clipboard';
import { useT } from '../../state/use-lang';

/** Copies `text` to the clipboard and says whether it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => setState((await writeClipboard(text)) ? 'done' : 'failed');
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="rounded border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
        onClick={() => void copy()}
      >
        {label}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {state === 'done' ? t('guide.copy.done') : state === 'failed' ? t('guide.copy.failed') : ''}
      </span>
    </span>
  );
}
