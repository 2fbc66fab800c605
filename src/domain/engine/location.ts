/**
 * Where the team and its data are (`loc`) against where an offer runs (its region group): renting
 * on the other side of the mainland China border is possible, but it brings an account, payment,
 * data rules and latency that the price does not show. One watch-out per ranked entry, built with
 * the other warnings (once per ranking, not per offer).
 */
import type { EngineMessageKey } from './types';

/** Where the team and its data are: mainland China, or outside it. */
export const TEAM_LOCATIONS = ['cn', 'global'] as const;
export type TeamLocation = (typeof TEAM_LOCATIONS)[number];

const ABROAD: EngineMessageKey = 'engine.warning.location-abroad';
const MAINLAND: EngineMessageKey = 'engine.warning.location-mainland';

/**
 * The watch-out for a team in `loc` renting in `group`, or `null` when both are on the same side
 * (or the team did not say where it is).
 */
export function locationWarning(
  loc: TeamLocation | null,
  group: 'cn' | 'global',
): EngineMessageKey | null {
  if (loc === null || loc === group) return null;
  return loc === 'cn' ? ABROAD : MAINLAND;
}
