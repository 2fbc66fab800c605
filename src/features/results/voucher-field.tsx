import { useId, useState } from 'react';
import { checkParam } from '../../domain/share/check-param';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';

/**
 * Compute vouchers (算力券) the team holds, as `provider:percent`, comma-separated: bound to
 * `vch` when the text reads; empty removes them. Nothing is discounted until a user types one.
 */
export function VoucherField({ vch }: { vch: readonly string[] }) {
  const t = useT();
  const id = useId();
  const patch = useLinkStore((s) => s.patchProfile);
  const [text, setText] = useState(vch.join(', '));
  const [bad, setBad] = useState<string | null>(null);
  const commit = () => {
    const raw = text.replace(/\s+/g, '');
    if (raw === '') {
      setBad(null);
      patch({ vch: [] });
      return;
    }
    const checked = checkParam('vch', raw);
    if (checked.ok) {
      setBad(null);
      patch({ vch: checked.value });
    } else setBad(checked.message);
  };
  return (
    <label className="flex flex-wrap items-center gap-2">
      <span>{t('supply.voucher.label')}</span>
      <input
        id={id}
        value={text}
        placeholder="huawei:30"
        aria-describedby={`${id}-hint`}
        aria-invalid={bad !== null || undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        className="w-40 rounded border border-slate-400 px-2 py-1"
      />
      <span id={`${id}-hint`} className="text-xs text-slate-600">
        {bad ?? t('supply.voucher.hint')}
      </span>
    </label>
  );
}
