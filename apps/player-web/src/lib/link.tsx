import { Link } from 'react-router-dom';
import type { RenderLink } from '@wallet/ui';

/** The kit renders its links through this, so they navigate without reloading the page. */
export const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
