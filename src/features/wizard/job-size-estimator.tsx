import { useId, useState } from 'react';
import { modelById } from '../../domain/models';
import { parseNumber } from '../../domain/share/parsers';
import { RANGES } from '../../domain/share/params';
import { formatNumber } from '../../domain/share/text';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { useWizardStore } from '../../state/wizard-store';
import { Button } from '../../ui/button';
import { NumberInput, draftInput, useNumberDraft } from '../../ui/number-input';
import { useErrorText } from './messages';
import { A100_BF16_MATMUL_TFLOPS, FLOPS_PER_PARAM_TOKEN, a100Hours, trainKind } from './job-size';

const readPositive = (text: string) => {
  if (text.trim() === '') return { ok: true as const, value: null };
  return parseNumber(text, { min: 0.001, max: 1_000_000 });
};

/** Rounds hours for the field: whole hours from 10 up, two significant digits below. */
const roundHours = (h: number): number => (h >= 10 ? Math.round(h) : Number(h.toPrecision(2)));

/**
 * Job size from model size and tokens (≈ 6·N·D FLOPs, LoRA ≈ 4·N·D, at the A100's achieved BF16
 * rate), with the formula shown; one click puts the hours in the job-size field.
 */
export function JobSizeEstimator() {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const wl = useLinkStore((s) => s.link.profile.wl);
  const ft = useLinkStore((s) => s.link.profile.ft);
  const model = useLinkStore((s) => s.link.profile.model);
  // the model size answered above, until another size is typed here
  const [params, setParams] = useState<number | null>(null);
  const [tokens, setTokens] = useState<number | null>(null);
  // a model picked from the list brings its parameters (active ones for a mixture of experts:
  // each token passes through those only)
  const picked = typeof model === 'string' ? modelById(model) : undefined;
  const n = params ?? (typeof model === 'number' ? model : (picked?.activeParamsB ?? null));
  const paramsDraft = useNumberDraft(n, readPositive, setParams);
  const tokensDraft = useNumberDraft(tokens, readPositive, setTokens);
  const inputs = [
    {
      id: `${id}-n`,
      label: t('wizard.est.params'),
      unit: t('wizard.model.unit'),
      draft: paramsDraft,
    },
    {
      id: `${id}-d`,
      label: t('wizard.est.tokens'),
      unit: t('wizard.est.tokensUnit'),
      draft: tokensDraft,
    },
  ];
  const kind = trainKind(wl, ft);
  const factor = FLOPS_PER_PARAM_TOKEN[kind];
  const hours = n !== null && tokens !== null ? a100Hours(n, tokens, kind) : null;
  const rounded = hours === null ? null : roundHours(hours);
  const usable = rounded !== null && rounded >= RANGES.work.min && rounded <= RANGES.work.max;
  const use = () => {
    if (rounded === null || !usable) return;
    useWizardStore.getState().setRaw({ work: null });
    useLinkStore.getState().patchProfile({ work: rounded });
    document.getElementById('wizard-work')?.focus();
  };
  return (
    <fieldset className="mt-2 flex max-w-prose flex-col gap-3 rounded border border-slate-300 bg-slate-50 p-3 text-sm">
      <legend className="px-1 font-medium">{t('wizard.est.legend')}</legend>
      <div className="flex flex-wrap gap-4">
        {inputs.map(({ draft, ...input }) => (
          <NumberInput
            key={input.id}
            {...input}
            {...draftInput(draft, errorText)}
            inputClassName="w-28"
          />
        ))}
      </div>
      <p className="text-slate-700">
        {t(kind === 'lora' ? 'wizard.est.how.lora' : 'wizard.est.how.full', {
          rate: formatNumber(A100_BF16_MATMUL_TFLOPS),
        })}
      </p>
      <div role="status" className="flex flex-wrap items-center gap-3">
        {hours !== null && rounded !== null ? (
          <>
            <p>
              <span className="font-medium">
                {t('wizard.est.result', { hours: formatNumber(rounded) })}
              </span>{' '}
              <span className="text-slate-700">
                {t('wizard.est.formula', {
                  factor,
                  n: formatNumber(n as number),
                  d: formatNumber(tokens as number),
                  rate: formatNumber(A100_BF16_MATMUL_TFLOPS),
                })}
              </span>
            </p>
            <Button onClick={use} disabled={!usable}>
              {t('wizard.est.use', { hours: formatNumber(rounded) })}
            </Button>
          </>
        ) : (
          <p className="text-slate-700">{t('wizard.est.empty')}</p>
        )}
      </div>
    </fieldset>
  );
}
