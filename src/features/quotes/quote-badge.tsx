import { useT } from '../../state/use-lang';

/** Marks an offer that is the user's own quote (or one shared through the link). */
export function QuoteBadge({ shared = false }: { shared?: boolean }) {
  const t = useT();
  return (
    <span className="ml-1 inline-block rounded bg-violet-100 px-1.5 text-xs font-medium text-violet-900">
      {t(shared ? 'quotes.badge.shared' : 'quotes.badge')}
    </span>
  );
}
