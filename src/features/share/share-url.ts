import { encode } from '../../domain/share/codec';
import type { LinkState } from '../../domain/share/profile';

/** The canonical address of a link state on this page: origin, path, then `?` and `encode`. */
export function shareUrl(link: LinkState, where: Pick<Location, 'origin' | 'pathname'>): string {
  return `${where.origin}${where.pathname}?${encode(link)}`;
}
