import { waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage } from '../test/render';
import { routes } from './routes';

const withAccess = (access: string) =>
  routes.filter((route) => route.access === access).map((route) => route.path);

describe('one route list drives the router, the guard and the layout (000 §2, 001 §2)', () => {
  it('"Public: /, /promotions, /game-links, /downloads, /android, /ios, /agent/register, and a catch-all not-found page."', () => {
    expect(withAccess('public').sort()).toEqual(
      [
        '/',
        '/promotions',
        '/game-links',
        '/downloads',
        '/android',
        '/ios',
        '/agent/register',
        '*',
      ].sort(),
    );
  });

  it('"Guest-only (a logged-in user is redirected to /profile): /register, /login, /reset-password."', () => {
    expect(withAccess('guest').sort()).toEqual(['/register', '/login', '/reset-password'].sort());
  });

  it('"Login-required (no auth token redirects to /login): /notifications, … /transections/{id} …"', () => {
    expect(withAccess('player').sort()).toEqual(
      [
        '/notifications',
        '/deposit',
        '/withdraw',
        '/add-account',
        '/profile',
        '/profile/all-wallet',
        '/transections',
        '/transections/:id',
        '/profile/bank-account-management',
      ].sort(),
    );
  });

  it('every path is listed once', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toHaveLength(new Set(paths).size);
  });

  it('a path outside the list is the not-found page, public', async () => {
    const { screen } = await openPage('/no-such-page');
    expect(await screen.findByText('Trang mà bạn đang tìm kiếm không tồn tại.')).toBeDefined();
  });

  it('a login-required page sends a visitor to /login', async () => {
    const { router } = await openPage('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a guest-only page sends a logged-in player to /profile', async () => {
    const { router } = await openPage('/login', { as: SEED.players.approved.phone });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
