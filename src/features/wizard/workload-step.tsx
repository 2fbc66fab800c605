import {
  DEFAULT_INTENSITY,
  DEFAULT_PROFILE,
  PRECISIONS,
  WORKLOADS,
  defaultPrecision,
  defaultWork,
  type Precision,
  type Workload,
} from '../../domain/engine/profile';
import { formatNumber } from '../../domain/share/text';
import { useLinkStore } from '../../state/link-store';
import { useT } from '../../state/use-lang';
import { useWizardStore } from '../../state/wizard-store';
import { JobSizeEstimator } from './job-size-estimator';
import { ModelPicker } from './model-picker';
import { NumberQuestion, RadioQuestion, SelectQuestion } from './question';

/** A new workload; a job size left at the old workload's default moves to the new one's. */
export function chooseWorkload(next: Workload) {
  const { link, patchProfile } = useLinkStore.getState();
  const { wl, work, seq } = link.profile;
  // a chat service keeps the conversation in its context: the sample length of training is short
  if (next === 'infer' && seq === DEFAULT_PROFILE.seq) {
    useWizardStore.getState().setRaw({ seq: null });
    patchProfile({ seq: CHAT_CONTEXT });
  }
  if (work === defaultWork(wl) && work !== defaultWork(next)) {
    useWizardStore.getState().setRaw({ work: null });
    patchProfile({ wl: next, work: defaultWork(next) });
  } else patchProfile({ wl: next });
}

/** The context proposed for a chat service, tokens (most current chat models take at least this). */
const CHAT_CONTEXT = 8192;

const PRECISION_NAMES: Record<Precision, string> = {
  fp32: 'FP32',
  bf16: 'BF16',
  fp16: 'FP16',
  fp8: 'FP8',
  int8: 'INT8',
  int4: 'INT4',
  fp4: 'FP4',
};

/** Step 2: what the job is and how big. */
export function WorkloadStep() {
  const t = useT();
  const wl = useLinkStore((s) => s.link.profile.wl);
  const prec = useLinkStore((s) => s.link.profile.prec);
  const model = useLinkStore((s) => s.link.profile.model);
  const seq = useLinkStore((s) => s.link.profile.seq);
  const patch = useLinkStore((s) => s.patchProfile);
  const fallback = defaultPrecision(wl);
  const infer = wl === 'infer';
  // an FP64 simulation has no model: its memory is asked for, and how much it computes per byte
  const hpc = wl === 'hpc';
  return (
    <div className="flex flex-col gap-5">
      <RadioQuestion name="wl" values={WORKLOADS} value={wl} onChange={chooseWorkload} />
      {hpc ? null : (
        <>
          <ModelPicker />
          <NumberQuestion
            f="model"
            hint={t(typeof model === 'string' ? 'wizard.model.hint.picked' : 'wizard.model.hint')}
          />
        </>
      )}
      <NumberQuestion f="mem" />
      {hpc ? (
        <NumberQuestion
          f="ai"
          hint={t('wizard.ai.hint', { value: formatNumber(DEFAULT_INTENSITY) })}
        />
      ) : (
        <NumberQuestion
          f="seq"
          {...(infer && seq < CHAT_CONTEXT
            ? { hint: t('chat.seq.short', { value: formatNumber(seq) }) }
            : {})}
        />
      )}
      {infer ? (
        <>
          <NumberQuestion f="users" />
          <NumberQuestion f="tps" />
        </>
      ) : null}
      <div className="flex flex-col gap-1">
        <NumberQuestion f="work" words={infer ? 'workInfer' : 'work'} />
        {infer || wl === 'hpc' ? null : <JobSizeEstimator />}
        {infer ? null : (
          <details className="max-w-prose text-sm text-slate-800">
            <summary className="cursor-pointer text-teal-800 underline">
              {t('wizard.work.howTo')}
            </summary>
            <p className="mt-1">{t('wizard.work.examples')}</p>
          </details>
        )}
      </div>
      {hpc ? (
        // a simulation runs in double precision: the only precision it is costed at
        <div className="flex flex-col gap-1">
          <label htmlFor="wizard-prec" className="font-medium">
            {t('wizard.prec.label')}
          </label>
          <select
            id="wizard-prec"
            disabled
            value="fp64"
            aria-describedby="wizard-prec-hint"
            className="w-full max-w-xs rounded border border-slate-500 bg-slate-100 px-2 py-1.5"
          >
            <option value="fp64">FP64</option>
          </select>
          <p id="wizard-prec-hint" className="text-sm text-slate-700">
            {t('wizard.prec.hint.hpc')}
          </p>
        </div>
      ) : (
        <SelectQuestion
          name="prec"
          value={prec ?? fallback}
          onChange={(next) => patch({ prec: next })}
          hint={t(`wizard.prec.trade.${prec ?? fallback}`)}
          options={PRECISIONS.map((p) => ({
            value: p,
            label:
              p === fallback
                ? t('wizard.prec.default', { name: PRECISION_NAMES[p] })
                : PRECISION_NAMES[p],
          }))}
        />
      )}
    </div>
  );
}
