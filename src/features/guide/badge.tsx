import { useT } from '../../state/use-lang';

export type Provenance = 'assumption' | 'guide' | 'dataset';

const styles: Record<Provenance, string> = {
  assumption: 'border-amber-400 bg-amber-50 text-amber-900',
  guide: 'border-slate-300 bg-slate-100 text-slate-800',
  dataset: 'border-teal-300 bg-teal-50 text-teal-900',
};

/** Where an input's default comes from: an assumption, the guide, or the sourced dataset. */
export function ProvenanceBadge({ kind }: { kind: Provenance }) {
  const t = useT();
  return (
    <span
      className={`ml-2 inline-block rounded border px-1.5 py-0.5 text-xs font-medium ${styles[kind]}`}
    >
      {t(`guide.badge.${kind}`)}
    </span>
  );
}
