/**
 * The spec's route table and the layout rules that depend on the path (section 2 of both documents).
 * Pure functions of the pathname, so every shell applies them the same way.
 */

export type RouteAccess = 'public' | 'guest' | 'player';

/** 000 §2 / 001 §2 "Public: /, /promotions, /game-links, /downloads, /android, /ios, /agent/register, and a catch-all not-found page." */
export const PUBLIC_ROUTES = [
  '/',
  '/promotions',
  '/game-links',
  '/downloads',
  '/android',
  '/ios',
  '/agent/register',
] as const;

/** "Guest-only (a logged-in user is redirected to /profile): /register, /login, /reset-password." */
export const GUEST_ROUTES = ['/register', '/login', '/reset-password'] as const;

/** "Login-required (no auth token redirects to /login): …" */
export const PLAYER_ROUTES = [
  '/notifications',
  '/deposit',
  '/withdraw',
  '/add-account',
  '/profile',
  '/profile/all-wallet',
  '/transections',
  '/transections/:id',
  '/profile/bank-account-management',
] as const;

/** Where each guard sends the player it turns away. */
export const GUEST_REDIRECT = '/profile';
export const PLAYER_REDIRECT = '/login';

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

function normalise(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

/** The access of a pathname; anything outside the table is the public not-found page. */
export function routeAccess(path: string): RouteAccess {
  const p = normalise(path);
  if (GUEST_ROUTES.some((r) => matches(r, p))) return 'guest';
  if (PLAYER_ROUTES.some((r) => matches(r, p))) return 'player';
  return 'public';
}

/** Where a guard sends this visit, or null when it may stay. */
export function guardRedirect(path: string, loggedIn: boolean): string | null {
  const access = routeAccess(path);
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
