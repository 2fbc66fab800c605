/**
 * Presets per team type, from the guide's decision framework: startups want per-second billing
 * and free credits (credits count in the capability score for `team=startup`), AI R&D wants whole
 * GPUs (passthrough), HPC wants InfiniBand. Each preset sets the same fields, so choosing another
 * team undoes the previous preset.
 */
import {
  TEAM_WEIGHTS,
  needsInfiniBand,
  type BillingWanted,
  type Profile,
  type TeamType,
  type Weights,
} from '../../domain/engine/profile';

export type PresetFields = Pick<Profile, 'team' | 'bill' | 'pt' | 'ib' | 'w'>;

const base = { bill: 'any', pt: false, ib: null, w: null } as const;

export const PRESETS: Readonly<Record<TeamType, PresetFields>> = {
  startup: { ...base, team: 'startup', bill: 'second' },
  rnd: { ...base, team: 'rnd', pt: true },
  hpc: { ...base, team: 'hpc', ib: true },
  individual: { ...base, team: 'individual' },
  enterprise: { ...base, team: 'enterprise' },
};

export type PresetChange =
  | { kind: 'bill'; value: BillingWanted }
  | { kind: 'pt' | 'ib'; value: boolean }
  | { kind: 'weights'; value: Weights }
  | { kind: 'credits' };

/** What choosing `team` changes in `before` (the weights are always listed: they follow the team). */
export function presetChanges(before: Profile, team: TeamType): PresetChange[] {
  const after: Profile = { ...before, ...PRESETS[team] };
  const out: PresetChange[] = [];
  if (after.bill !== before.bill) out.push({ kind: 'bill', value: after.bill });
  if (after.pt !== before.pt) out.push({ kind: 'pt', value: after.pt });
  if (needsInfiniBand(after) !== needsInfiniBand(before)) {
    out.push({ kind: 'ib', value: needsInfiniBand(after) });
  }
  out.push({ kind: 'weights', value: TEAM_WEIGHTS[team] });
  if (team === 'startup') out.push({ kind: 'credits' });
  return out;
}
