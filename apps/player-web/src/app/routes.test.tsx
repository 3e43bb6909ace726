import { act, screen, waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage } from '../test/render';
import { routes } from './route-list';

// The spec's three lists (000 §2, 001 §2), as written there.
const PUBLIC = [
  '/',
  '/promotions',
  '/game-links',
  '/downloads',
  '/android',
  '/ios',
  '/agent/register',
];
const GUEST = ['/register', '/login', '/reset-password'];
const PLAYER = [
  '/notifications',
  '/deposit',
  '/withdraw',
  '/add-account',
  '/profile',
  '/profile/all-wallet',
  '/transections',
  '/transections/:id',
  '/profile/bank-account-management',
];
/** A real address of each pattern, for opening it. */
const address = (path: string) => path.replace(':id', '1');

/** The access the route list gives `path` (undefined: not in the list). */
const accessOf = (path: string) => routes.find((route) => route.path === path)?.access;

// Each spec path is there with the spec's access; a page the spec does not name (a new feature's)
// needs no edit here.
describe('one route list drives the router, the guard and the layout (000 §2, 001 §2)', () => {
  it('"Public: /, /promotions, /game-links, /downloads, /android, /ios, /agent/register, and a catch-all not-found page."', () => {
    for (const path of [...PUBLIC, '*']) expect(accessOf(path), path).toBe('public');
  });

  it('"Guest-only (a logged-in user is redirected to /profile): /register, /login, /reset-password."', () => {
    for (const path of GUEST) expect(accessOf(path), path).toBe('guest');
  });

  it('"Login-required (no auth token redirects to /login): /notifications, … /transections/{id} …"', () => {
    for (const path of PLAYER) expect(accessOf(path), path).toBe('player');
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

/**
 * Where the app is once `path`'s page has come: its code loaded (the loading overlay gone), the
 * guard's judgement made (a redirect is an effect of the first render, and then the next page's
 * code loads while the first stays on screen), and nothing moves any more.
 */
async function landedOn(path: string, options: { as?: string } = {}) {
  const { router } = await openPage(path, options);
  let seen = '';
  await waitFor(async () => {
    expect(screen.queryByText('LOADING...')).toBeNull();
    const before = router.state.location.pathname;
    await act(async () => {});
    seen = router.state.location.pathname;
    expect(seen).toBe(before);
    expect(document.querySelector('main, h1, form')).not.toBeNull();
  });
  return seen;
}

describe('the route table (000 §2)', () => {
  it.each([...PUBLIC, ...GUEST])(
    'as a visitor: "Public" and "Guest-only" %s opens',
    async (path) => {
      expect(await landedOn(path)).toBe(path);
    },
  );

  it.each(PLAYER.map(address))(
    'as a visitor: "Login-required (no auth token redirects to /login)": %s',
    async (path) => {
      expect(await landedOn(path)).toBe('/login');
    },
  );

  it.each([...PUBLIC, ...PLAYER].map(address))('as a player: %s opens', async (path) => {
    expect(await landedOn(path, { as: SEED.players.approved.phone })).toBe(path);
  });

  it.each(GUEST)(
    'as a player: "Guest-only (a logged-in user is redirected to /profile)": %s',
    async (path) => {
      expect(await landedOn(path, { as: SEED.players.approved.phone })).toBe('/profile');
    },
  );

  it('001 §2 "The message is \'Trang mà bạn đang tìm kiếm không tồn tại.\' It offers a link and a button to home /, and a support contact."', async () => {
    const { router, user } = await openPage('/khong-co-trang-nay');
    expect(
      await screen.findByRole('heading', { name: 'Trang mà bạn đang tìm kiếm không tồn tại.' }),
    ).toBeDefined();
    const support = screen.getAllByRole('link', { name: 'Chăm sóc khách hàng' })[0]!;
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toMatch(/noopener/);
    await user.click(screen.getByRole('button', { name: 'Về trang chủ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
