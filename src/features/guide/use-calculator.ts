import { useGuideParams } from '../../state/guide-store';
import { useLang, useT } from '../../state/use-lang';
import { useFormat } from './format';
import { useGuideData } from './guide-data';

/**
 * What every calculator reads: the page's language, messages and formats, the guide's inputs
 * from the link (`values`, `setMany`) and the dataset's figures.
 */
export function useCalculator() {
  const t = useT();
  const lang = useLang();
  const f = useFormat();
  const { values, setMany } = useGuideParams();
  return { t, lang, f, values, setMany, ...useGuideData() };
}
