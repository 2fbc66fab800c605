import type { Reason } from '../../domain/share/reasons';
import { useLang, useT } from '../../state/use-lang';
import { reasonSentence } from '../../ui/notice-list';

/** The message shown beside a field for a refused answer, in the page's language. */
export function useErrorText(): (r: Reason) => string {
  const t = useT();
  const lang = useLang();
  return (r) =>
    r.code === 'empty'
      ? t(r.values?.need === 'hpc-memory' ? 'wizard.error.memoryHpc' : 'wizard.error.empty')
      : reasonSentence(lang, r);
}
