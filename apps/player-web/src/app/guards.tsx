import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { api } from '../lib/api';

export type Access = 'public' | 'guest' | 'player';

/**
 * The spec's three guards (section 2): guest-only pages send a logged-in player to /profile;
 * login-required pages send a visitor to /login. "Its presence is what makes a player logged in."
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const location = useLocation();
  const loggedIn = api.hasToken();
  if (access === 'guest' && loggedIn) return <Navigate to="/profile" replace />;
  if (access === 'player' && !loggedIn) {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return children;
}
