import { Link, type LinkProps as RouterLinkProps } from 'react-router';
import type { RenderLink } from '@wallet/ui';

/** The kit renders its links through this, so they navigate without reloading the page. */
export const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/** A router link that also replaces the entry or hands the next page its state. */
export function routerLinkWith(options: Pick<RouterLinkProps, 'replace' | 'state'>): RenderLink {
  return ({ href, children, ...rest }) => (
    <Link to={href} {...options} {...rest}>
      {children}
    </Link>
  );
}
