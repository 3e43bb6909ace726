/**
 * The spec's route table and the layout rules that depend on the path (section 2 of both documents).
 * Pure functions of the pathname, so every shell applies them the same way.
 */

export type RouteAccess = 'public' | 'guest' | 'player';

/**
 * Every route of the product and who may open it: the one table a shell's router, its guard and
 * its layout read. A shell types its routes with `RoutePath`, so a page without an entry here does
 * not compile (and is never silently public). Anything else is the public not-found page.
 */
export const ROUTE_ACCESS = {
  // 000 §2 / 001 §2 "Public: /, /promotions, /game-links, /downloads, /android, /ios,
  // /agent/register, and a catch-all not-found page."
  '/': 'public',
  '/promotions': 'public',
  '/game-links': 'public',
  '/downloads': 'public',
  '/android': 'public',
  '/ios': 'public',
  '/agent/register': 'public',
  // "Guest-only (a logged-in user is redirected to /profile): /register, /login, /reset-password."
  '/register': 'guest',
  '/login': 'guest',
  '/reset-password': 'guest',
  // "Login-required (no auth token redirects to /login): …"
  '/notifications': 'player',
  '/deposit': 'player',
  '/withdraw': 'player',
  '/add-account': 'player',
  '/profile': 'player',
  '/profile/all-wallet': 'player',
  '/transections': 'player',
  '/transections/:id': 'player',
  '/profile/bank-account-management': 'player',
} as const satisfies Record<string, RouteAccess>;

/** A route of the product (a pattern: `/transections/:id`). */
export type RoutePath = keyof typeof ROUTE_ACCESS;

const pathsWith = (access: RouteAccess) =>
  (Object.keys(ROUTE_ACCESS) as RoutePath[]).filter((path) => ROUTE_ACCESS[path] === access);

export const PUBLIC_ROUTES = pathsWith('public');
export const GUEST_ROUTES = pathsWith('guest');
export const PLAYER_ROUTES = pathsWith('player');

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
  const route = (Object.keys(ROUTE_ACCESS) as RoutePath[]).find((r) => matches(r, p));
  return route ? ROUTE_ACCESS[route] : 'public';
}

/** Where a guard sends a visit to a route of this access, or null when it may stay. */
export function accessRedirect(access: RouteAccess, loggedIn: boolean): string | null {
  if (access === 'guest' && loggedIn) return GUEST_REDIRECT;
  if (access === 'player' && !loggedIn) return PLAYER_REDIRECT;
  return null;
}

/** Where a guard sends this visit, or null when it may stay. */
export function guardRedirect(path: string, loggedIn: boolean): string | null {
  return accessRedirect(routeAccess(path), loggedIn);
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
