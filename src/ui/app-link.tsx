import type { AnchorHTMLAttributes } from 'react';

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
