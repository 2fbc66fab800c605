/**
 * Whether the engine can size the model a profile names. A model it cannot size (an id the model
 * catalog does not list, a size outside {@link MODEL_SIZES}, text that is neither) leaves memory
 * and speed unknown; ranking every offer without them would put a slice of a GPU first, so
 * `rank` ranks nothing and says why instead. HPC jobs never read the model (their memory is
 * `mem`), so for them nothing is refused.
 */
import { closestModelIds, modelById } from '../models';
import { MODEL_ID, MODEL_SIZES, type Profile } from './profile';
import type { EngineNotice } from './types';

/** How many known ids a refusal offers instead. */
const CLOSEST = 3;

/** Why the profile's model cannot be sized, as a result-level notice; `null` when it can. */
export function unsizedModel(profile: Pick<Profile, 'model' | 'wl'>): EngineNotice | null {
  const { model, wl } = profile;
  if (wl === 'hpc' || model === null) return null;
  if (typeof model === 'number') {
    if (Number.isFinite(model) && model >= MODEL_SIZES.min && model <= MODEL_SIZES.max) {
      return null;
    }
    return sizeRefusal(String(model));
  }
  if (modelById(model)) return null;
  if (!MODEL_ID.test(model)) return sizeRefusal(model);
  return {
    param: 'model',
    value: model,
    key: 'engine.notice.model-unknown',
    values: { model, closest: closestModelIds(model, CLOSEST).join(', ') },
  };
}

const sizeRefusal = (text: string): EngineNotice => ({
  param: 'model',
  value: text,
  key: 'engine.notice.model-unsizable',
  values: {
    model: text,
    min: String(MODEL_SIZES.min),
    max: MODEL_SIZES.max.toLocaleString('en-US'),
  },
});

/** The ids a refusal names instead of an unknown one, best first (none for a bad size). */
export const closestIdsOf = (notice: EngineNotice): string[] =>
  notice.key === 'engine.notice.model-unknown'
    ? String(notice.values.closest ?? '')
        .split(', ')
        .filter((id) => id !== '')
    : [];

/** Whether a notice is the refusal to rank a model that cannot be sized. */
export const isModelRefusal = (notice: EngineNotice): boolean =>
  notice.key === 'engine.notice.model-unknown' || notice.key === 'engine.notice.model-unsizable';
