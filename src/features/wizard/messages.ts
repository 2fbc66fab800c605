import type { Reason } from '../../domain/share/reasons';
import { useLang, useT } from '../../state/use-lang';
import { reasonMessage } from '../share';

const sentence = (text: string) => {
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.。!?！？]$/.test(first)
    ? first
    : `${first}${/[\u4e00-\u9fff）]$/.test(first) ? '。' : '.'}`;
};

/** The message shown beside a field for a refused answer, in the page's language. */
export function useErrorText(): (r: Reason) => string {
  const t = useT();
  const lang = useLang();
  return (r) => (r.code === 'empty' ? t('wizard.error.empty') : sentence(reasonMessage(lang, r)));
}
