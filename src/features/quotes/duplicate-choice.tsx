import { useId, useState } from 'react';
import { DUPLICATE_CHOICES, type Duplicate, type DuplicateChoice } from '../../domain/quotes';
import { useT } from '../../state/use-lang';
import { Button } from '../../ui/button';
import { quoteName } from './helpers';

const LABEL = {
  'keep-both': 'quotes.dup.keepBoth',
  replace: 'quotes.dup.replace',
  skip: 'quotes.dup.skip',
} as const;

/** Asks what to do with quotes that match existing ones: keep both, replace, or skip. */
export function DuplicateChoiceBox({
  duplicates,
  onChoose,
  onCancel,
}: {
  duplicates: readonly Duplicate[];
  onChoose: (choice: DuplicateChoice) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState<DuplicateChoice | null>(null);
  const first = duplicates[0];
  if (!first) return null;
  const single = duplicates.length === 1;
  return (
    <section
      role="group"
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded border border-amber-400 bg-amber-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('quotes.dup.title')}
      </h3>
      {single ? (
        <p className="mt-1">
          {t('quotes.dup.one', {
            incoming: quoteName(first.incoming),
            existing: quoteName(first.existing),
          })}
        </p>
      ) : (
        <>
          <p className="mt-1">{t('quotes.dup.many', { count: duplicates.length })}</p>
          <ul className="mt-1 max-h-40 list-disc overflow-auto pl-5 text-sm">
            {duplicates.map((d, i) => (
              <li key={i}>
                {quoteName(d.incoming)} ↔ {quoteName(d.existing)}
              </li>
            ))}
          </ul>
        </>
      )}
      {single ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {DUPLICATE_CHOICES.map((c) => (
            <Button key={c} onClick={() => onChoose(c)}>
              {t(LABEL[c])}
            </Button>
          ))}
          <Button variant="ghost" onClick={onCancel}>
            {t('quotes.cancel')}
          </Button>
        </div>
      ) : (
        <fieldset className="mt-3">
          <legend className="font-medium">{t('quotes.dup.choice')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {DUPLICATE_CHOICES.map((c) => (
              <label key={c} className="flex items-center gap-1">
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={c}
                  checked={choice === c}
                  onChange={() => setChoice(c)}
                />
                {t(LABEL[c])}
              </label>
            ))}
          </div>
          <div className="mt-3 flex gap-2">
            <Button
              variant="primary"
              disabled={choice === null}
              onClick={() => choice && onChoose(choice)}
            >
              {t('quotes.dup.finish')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('quotes.cancel')}
            </Button>
          </div>
        </fieldset>
      )}
    </section>
  );
}
