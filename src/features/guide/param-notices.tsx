import { GUIDE_DEFAULTS, formatParam } from '../../state/guide-params';
import { useGuideParams } from '../../state/guide-store';
import { useT } from '../../state/use-lang';
import { useProblemText } from './fields';

/** Lists the link's `g.*` values that were refused, and the default used instead. */
export function ParamNotices() {
  const t = useT();
  const problemText = useProblemText();
  const { notices } = useGuideParams();
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      className="mt-4 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-medium">{t('guide.notices.title')}</p>
      <ul className="mt-1 list-disc pl-5">
        {notices.map((n) => {
          const def = GUIDE_DEFAULTS[n.param];
          return (
            <li key={n.param}>
              <code className="break-all">
                {n.param} = {n.value}
              </code>
              {': '}
              {problemText(n.problem)}{' '}
              {t('guide.notices.using', {
                value: def === null ? t('guide.notices.derived') : formatParam(def),
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
