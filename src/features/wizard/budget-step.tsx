import { BUDGET_PERIODS } from '../../domain/engine/profile';
import { CURRENCIES } from '../../domain/share/profile';
import { formatNumber } from '../../domain/share/text';
import { DATASET_FX, rateInForce } from '../../domain/units/money';
import { useLinkStore } from '../../state/link-store';
import { useLang, useT } from '../../state/use-lang';
import { NumberQuestion, RadioQuestion, SelectQuestion } from './question';
import { TermChoice } from '../../ui/term-choice';

/** Step 3: how much may be spent, in which currency, and how long it may take. */
export function BudgetStep() {
  const t = useT();
  const lang = useLang();
  const { cur, fx, profile } = useLinkStore((s) => s.link);
  const { setCurrency, patchProfile } = useLinkStore.getState();
  return (
    <div className="flex flex-col gap-5">
      <SelectQuestion
        name="cur"
        value={cur}
        onChange={setCurrency}
        hint={t('wizard.cur.hint', { rate: formatNumber(rateInForce(fx, DATASET_FX)) })}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      <NumberQuestion f="budget" unit={cur} hint={t('wizard.budget.hint', { cur })} />
      <RadioQuestion
        name="per"
        values={BUDGET_PERIODS}
        value={profile.per}
        onChange={(per) => patchProfile({ per })}
      />
      <TermChoice term={profile.term} onTerm={(term) => patchProfile({ term })} lang={lang} />
      <NumberQuestion f="deadline" />
    </div>
  );
}
