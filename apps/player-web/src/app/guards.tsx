import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardRedirect } from '@wallet/domain';
import { useLoggedIn } from '../lib/auth-token';

/**
 * The spec's guards (section 2): guest-only pages send a logged-in player to /profile;
 * login-required pages send a visitor to /login. The table itself is @wallet/domain's.
 */
export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const redirect = guardRedirect(location.pathname, useLoggedIn());
  if (redirect) return <Navigate to={redirect} replace state={{ from: location.pathname }} />;
  return children;
}
