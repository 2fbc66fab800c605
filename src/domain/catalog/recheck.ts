/**
 * Holds the catalog's prices against independent dated copies (`data/rechecks/`): how many are
 * more than 10 % off, and whether every such gap is flagged `sources-disagree` on its offer (the
 * buyer is told two dated sources differ). Pure: the caller gives the catalog and the day.
 */
import { isIsoDate } from './report';
import { DISAGREE_SHARE } from './dated-prices';
import type { RecheckFile, RecheckRow } from './data/rechecks/types';
import type { Catalog } from './types';

/** At most this share of re-checked prices should be more than `DISAGREE_SHARE` off. */
export const RECHECK_TARGET = 0.05;

export type RecheckStatus = 'agrees' | 'off-flagged' | 'off-unflagged';

export interface RecheckResult {
  file: string;
  row: RecheckRow;
  /** The catalog's price the copy is held against. */
  shown: number;
  /** |shown − copy| as a share of the copy. */
  gap: number;
  status: RecheckStatus;
  /**
   * The copy is dated before the shown price: a gap then says the price moved since the copy, not
   * that the shown price is wrong (it is still flagged, as the buyer should know).
   */
  older: boolean;
}

export interface RecheckReport {
  results: RecheckResult[];
  /** Prices more than `DISAGREE_SHARE` off, flagged or not. */
  off: number;
  /** `off` as a share of the prices checked, 0 to 1 (0 when none was checked). */
  offShare: number;
  /** Of `off`, the gaps to copies dated on or after the shown price: where it may be wrong. */
  offCurrent: number;
  /** Rows that could not be checked, and gaps not flagged: each fails `data:check`. */
  problems: { file: string; offerId: string; message: string }[];
}

const pct = (share: number) => `${Math.round(share * 100)} %`;

/** Every re-check row held against the catalog as it is built, on `checkedOn`. */
export function recheckReport(
  catalog: Pick<Catalog, 'offers'>,
  files: readonly RecheckFile[],
  checkedOn: string,
): RecheckReport {
  const byId = new Map(catalog.offers.map((o) => [o.id, o]));
  const results: RecheckResult[] = [];
  const problems: RecheckReport['problems'] = [];
  for (const { file, rows } of files) {
    for (const row of rows) {
      const problem = (message: string) => problems.push({ file, offerId: row.offerId, message });
      if (!isIsoDate(row.asOf) || row.asOf > checkedOn) {
        problem(`the copy's date ${row.asOf} is not a day on or before ${checkedOn}`);
        continue;
      }
      if (!(row.value > 0)) {
        problem(`the copy's price ${row.value} is not a positive number`);
        continue;
      }
      const offer = byId.get(row.offerId);
      if (!offer) {
        problem('no offer has this id');
        continue;
      }
      if (offer.currency !== row.currency) {
        problem(`the copy is in ${row.currency}, the offer in ${offer.currency}`);
        continue;
      }
      const shown = offer[row.price];
      if (shown === null) {
        problem(`the offer shows no ${row.price === 'spot' ? 'spot' : 'on-demand'} price`);
        continue;
      }
      const gap = Math.abs(shown - row.value) / row.value;
      const status: RecheckStatus =
        gap <= DISAGREE_SHARE
          ? 'agrees'
          : offer.flags.includes('sources-disagree')
            ? 'off-flagged'
            : 'off-unflagged';
      results.push({ file, row, shown, gap, status, older: row.asOf < offer.asOf });
      if (status === 'off-unflagged') {
        problem(
          `shows ${shown} against ${row.value} (${row.asOf}, ${row.source}), ${pct(gap)} off and ` +
            'not flagged sources-disagree: correct the price, or keep the other dated copy in the ' +
            "dated price's history so the offer says the sources differ",
        );
      }
    }
  }
  const off = results.filter((r) => r.status !== 'agrees').length;
  return {
    results,
    off,
    offShare: results.length === 0 ? 0 : off / results.length,
    offCurrent: results.filter((r) => r.status !== 'agrees' && !r.older).length,
    problems,
  };
}

/** The lines `data:check` prints for a re-check report. */
export function recheckLines(r: RecheckReport): string[] {
  const n = r.results.length;
  const share = `${(r.offShare * 100).toFixed(1)} %`;
  const files = [...new Set(r.results.map((x) => x.file))]
    .map((f) => `${f} ${r.results.filter((x) => x.file === f).length}`)
    .join(', ');
  const providers = [...new Set(r.results.map((x) => x.row.offerId.split(':')[0]))].sort();
  const lines = [
    `re-checked prices (independent dated copies): ${n} (${files || 'none'}) across ${providers.length} providers (${providers.join(', ')})`,
    `  more than ${DISAGREE_SHARE * 100} % off: ${r.off} (${share}; target at most ${RECHECK_TARGET * 100} %), ` +
      `${r.results.filter((x) => x.status === 'off-flagged').length} flagged sources-disagree; ` +
      `${r.off - r.offCurrent} against a copy older than the shown price (the price moved since), ` +
      `${r.offCurrent} against a copy as new or newer`,
  ];
  for (const x of r.results.filter((y) => y.status !== 'agrees')) {
    lines.push(
      `  ${x.row.offerId}: shows ${x.shown}, copy ${x.row.value} (${x.row.asOf}), ${pct(x.gap)} off, ${x.status === 'off-flagged' ? 'flagged' : 'NOT flagged'}${x.older ? ', the copy is older than the shown price: it moved since' : ''}`,
    );
  }
  // The target holds the shown prices to copies at least as new: a gap to an older copy is a
  // price that moved since (flagged all the same), not a price shown wrong.
  const current = n === 0 ? 0 : r.offCurrent / n;
  if (current > RECHECK_TARGET) {
    lines.push(
      `warning: ${(current * 100).toFixed(1)} % of re-checked prices are more than ${DISAGREE_SHARE * 100} % off a copy as new or newer, above the ${RECHECK_TARGET * 100} % target`,
    );
  }
  return lines;
}
