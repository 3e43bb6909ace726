import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accessRedirect, type RouteAccess } from '@wallet/domain';
import { useLoggedIn } from '../session/auth-token';

export interface GuardProps {
  /** Who may open the route (the site's route declares it): 'public', 'guest' or 'player'. */
  access: RouteAccess;
  children: ReactNode;
}

/**
 * The spec's guards (section 2): guest-only pages send a logged-in player to /profile;
 * login-required pages send a visitor to /login (with `state.from`, the page asked for).
 */
export function Guard({ access, children }: GuardProps) {
  const location = useLocation();
  const loggedIn = useLoggedIn();
  // A guest-only page is judged as it was opened: one that signs the player in (login, register)
  // goes home by itself (signIn), and re-judging it on the new token would send the player to
  // /profile instead. The router may keep this component across pages, so it is per path.
  const [opened, setOpened] = useState({ path: location.pathname, loggedIn });
  const fresh = opened.path !== location.pathname;
  if (fresh) setOpened({ path: location.pathname, loggedIn });
  const openedLoggedIn = fresh ? loggedIn : opened.loggedIn;
  const judged = access === 'guest' ? openedLoggedIn : loggedIn;
  const redirect = accessRedirect(access, judged);
  if (redirect) return <Navigate to={redirect} replace state={{ from: location.pathname }} />;
  return children;
}
