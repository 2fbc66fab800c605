/**
 * Presets per team type (`TEAM_PRESETS`, from the guide's decision framework): startups want
 * per-second billing and free credits (named on the picks that offer them),
 * AI R&D wants whole GPUs (passthrough), HPC wants InfiniBand. The link reads a team without these
 * fields as its preset, so choosing a team here sets the same fields: another team undoes the
 * previous preset.
 */
import { DEFAULT_ASSUMPTIONS, teamHourValue } from '../../domain/engine/assumptions';
import {
  TEAM_PRESETS,
  needsInfiniBand,
  type BillingWanted,
  type Profile,
  type TeamType,
} from '../../domain/engine/profile';

export type PresetFields = Pick<Profile, 'team' | 'bill' | 'pt' | 'ib' | 'w'>;

/** What choosing `team` writes: its preset, and the weights back to the team's. */
export const presetOf = (team: TeamType): PresetFields => ({
  team,
  bill: TEAM_PRESETS[team].bill,
  pt: TEAM_PRESETS[team].pt,
  ib: TEAM_PRESETS[team].ib,
  w: null,
});

/** The preset fields a team changes from the neutral answers, as shown beside each field. */
export type PresetField = 'bill' | 'pt' | 'ib';
export function presetSets(profile: Profile, field: PresetField): boolean {
  const preset = TEAM_PRESETS[profile.team];
  const neutral = TEAM_PRESETS.individual;
  return preset[field] !== neutral[field] && profile[field] === preset[field];
}

export type PresetChange =
  | { kind: 'bill'; value: BillingWanted }
  | { kind: 'pt' | 'ib'; value: boolean }
  /** USD an hour of waiting is weighed at beside the cost. */
  | { kind: 'hourValue'; value: number }
  | { kind: 'credits' | 'billScore' | 'ibNodes' | 'hpcWorkload' };

/** What choosing `team` changes in `before` (the value of an hour is always listed: it follows the team). */
export function presetChanges(before: Profile, team: TeamType): PresetChange[] {
  const after: Profile = { ...before, ...presetOf(team) };
  const out: PresetChange[] = [];
  if (after.bill !== before.bill) out.push({ kind: 'bill', value: after.bill });
  if (after.pt !== before.pt) out.push({ kind: 'pt', value: after.pt });
  if (needsInfiniBand(after) !== needsInfiniBand(before)) {
    out.push({ kind: 'ib', value: needsInfiniBand(after) });
  }
  out.push({ kind: 'hourValue', value: teamHourValue(team, DEFAULT_ASSUMPTIONS) });
  if (team === 'startup') out.push({ kind: 'credits' }, { kind: 'billScore' });
  if (team === 'hpc') out.push({ kind: 'ibNodes' });
  if (team === 'hpc' && before.wl !== 'hpc') out.push({ kind: 'hpcWorkload' });
  return out;
}
