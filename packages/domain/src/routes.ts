/**
 * Who may open a page, where a guard sends the others, and the layout rules that depend on the path
 * (section 2 of both documents). Which page has which access is the site's (player-web declares
 * it beside each page); these are pure functions, so every shell applies them the same way.
 */

/** 000 §2 / 001 §2: public, guest-only (a logged-in user goes to /profile), login-required. */
export type RouteAccess = 'public' | 'guest' | 'player';

/** Where each guard sends the player it turns away. */
export const GUEST_REDIRECT = '/profile';
export const PLAYER_REDIRECT = '/login';

function normalise(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

/** Where a guard sends a visit to a route of this access, or null when it may stay. */
export function accessRedirect(access: RouteAccess, loggedIn: boolean): string | null {
  if (access === 'guest' && loggedIn) return GUEST_REDIRECT;
  if (access === 'player' && !loggedIn) return PLAYER_REDIRECT;
  return null;
}

/** 000 §2 "Hidden on paths containing /login, /register or reset-password, and on paths ending /profile." */
export function showsHeader(path: string): boolean {
  const p = normalise(path);
  if (['/login', '/register', 'reset-password'].some((part) => p.includes(part))) return false;
  return !p.endsWith('/profile');
}

/** 000 §2 "The footer is hidden on /login and /register." */
export function showsFooter(path: string): boolean {
  const p = normalise(path);
  return p !== '/login' && p !== '/register';
}

export type NavItem = 'home' | 'promotions' | 'account';

/**
 * 000 §2 "The active item is highlighted (cyan)." 001 §2 all wallets "Sits under the Account tab",
 * so every /profile page lights Account.
 */
export function activeNavItem(path: string): NavItem | null {
  const p = normalise(path);
  if (p === '/') return 'home';
  if (p === '/promotions') return 'promotions';
  if (p === '/profile' || p.startsWith('/profile/')) return 'account';
  return null;
}
