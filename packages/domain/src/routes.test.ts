import { describe, expect, it } from 'vitest';
import {
  activeNavItem,
  guardRedirect,
  GUEST_ROUTES,
  PLAYER_ROUTES,
  PUBLIC_ROUTES,
  routeAccess,
  showsFooter,
  showsHeader,
} from './routes';

describe('route table (000 §2, 001 §2)', () => {
  it('"Public: /, /promotions, /game-links, /downloads, /android, /ios, /agent/register, and a catch-all not-found page."', () => {
    for (const path of [...PUBLIC_ROUTES, '/no-such-page', '/profile/x/y']) {
      expect(routeAccess(path)).toBe('public');
      expect(guardRedirect(path, false)).toBeNull();
      expect(guardRedirect(path, true)).toBeNull();
    }
  });

  it('"Guest-only (a logged-in user is redirected to /profile): /register, /login, /reset-password."', () => {
    for (const path of GUEST_ROUTES) {
      expect(routeAccess(path)).toBe('guest');
      expect(guardRedirect(path, true)).toBe('/profile');
      expect(guardRedirect(`${path}?ag_id=1001`, true)).toBe('/profile');
      expect(guardRedirect(path, false)).toBeNull();
    }
  });

  it('"Login-required (no auth token redirects to /login): /notifications, … /transections/{id} …"', () => {
    const concrete = PLAYER_ROUTES.map((r) => r.replace(':id', '42'));
    expect(concrete).toHaveLength(9);
    for (const path of [...concrete, '/profile/', '/deposit?initial=1']) {
      expect(routeAccess(path)).toBe('player');
      expect(guardRedirect(path, false)).toBe('/login');
      expect(guardRedirect(path, true)).toBeNull();
    }
  });
});

describe('layout by path (000 §2)', () => {
  it('header: "Hidden on paths containing /login, /register or reset-password, and on paths ending /profile."', () => {
    for (const path of ['/login', '/register', '/reset-password', '/profile', '/agent/register']) {
      expect(showsHeader(path)).toBe(false);
    }
    for (const path of ['/', '/promotions', '/profile/all-wallet', '/notifications', '/x']) {
      expect(showsHeader(path)).toBe(true);
    }
  });

  it('footer: "The footer is hidden on /login and /register."', () => {
    expect(showsFooter('/login')).toBe(false);
    expect(showsFooter('/register?ag_id=3')).toBe(false);
    expect(showsFooter('/reset-password')).toBe(true);
    expect(showsFooter('/agent/register')).toBe(true);
    expect(showsFooter('/')).toBe(true);
  });

  it('"The active item is highlighted (cyan)"; all wallets "Sits under the Account tab"', () => {
    expect(activeNavItem('/')).toBe('home');
    expect(activeNavItem('/promotions')).toBe('promotions');
    expect(activeNavItem('/profile')).toBe('account');
    expect(activeNavItem('/profile/all-wallet')).toBe('account');
    expect(activeNavItem('/deposit')).toBeNull();
    expect(activeNavItem('')).toBe('home');
  });
});
