import { encode } from './codec';
import type { LinkState } from './profile';

/** The canonical address of a link state on this page: origin, path, then `?` and `encode`. */
export function shareUrl(link: LinkState, where: { origin: string; pathname: string }): string {
  return `${where.origin}${where.pathname}?${encode(link)}`;
}
