import { describe, expect, it } from 'vitest';
import { accessRedirect, activeNavItem, showsFooter, showsHeader } from './routes';

// Which page has which access is the site's (player-web's route modules, tested there).
describe('where a guard sends a visit (000 §2, 001 §2)', () => {
  it('"Public": nobody is sent away', () => {
    expect(accessRedirect('public', false)).toBeNull();
    expect(accessRedirect('public', true)).toBeNull();
  });

  it('"Guest-only (a logged-in user is redirected to /profile)"', () => {
    expect(accessRedirect('guest', true)).toBe('/profile');
    expect(accessRedirect('guest', false)).toBeNull();
  });

  it('"Login-required (no auth token redirects to /login)"', () => {
    expect(accessRedirect('player', false)).toBe('/login');
    expect(accessRedirect('player', true)).toBeNull();
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
