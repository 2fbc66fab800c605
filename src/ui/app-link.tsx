import type { AnchorHTMLAttributes } from 'react';
import { QUOTES_HREF, requestQuotes } from '../lib/open-quotes';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  href: string;
  /** What a click does in the page instead of loading the address. */
  onFollow: () => void;
};

/**
 * A link within the app: a real address (to open in a new tab or copy), followed in the page when
 * clicked.
 */
export function AppLink({ onFollow, ...rest }: AppLinkProps) {
  return (
    <a
      {...rest}
      onClick={(e) => {
        e.preventDefault();
        onFollow();
      }}
    />
  );
}

/** A link to the quotes manager: asks it to open, then `onFollow` shows the view that holds it. */
export function QuotesLink({ onFollow, ...rest }: Omit<AppLinkProps, 'href'>) {
  return (
    <AppLink
      href={QUOTES_HREF}
      onFollow={() => {
        requestQuotes();
        onFollow();
      }}
      {...rest}
    />
  );
}
