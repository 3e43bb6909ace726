import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiConfigFromEnv } from '@wallet/api';
import { SESSION_EXPIRED_MESSAGE } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Guard, RouteError, useUserInfo, useWalletSession, WalletProvider } from '../index';
import { setupSandbox } from '../test/sandbox';
import { createWallet } from './createWallet';

const { control } = setupSandbox();
const player = SEED.players.approved;

/** A player's page of the minimal shell: their name (the login phone) from the user info, and a logout button. */
function Account() {
  const user = useUserInfo();
  const { logout } = useWalletSession();
  return (
    <main>
      <h1>Tài khoản</h1>
      <p>{user.data?.name}</p>
      <button type="button" onClick={logout}>
        Đăng xuất
      </button>
    </main>
  );
}

/** A guest's page: signs the seeded player in with a token the test fetched. */
function Login({ token }: { token: string }) {
  const { signIn } = useWalletSession();
  return (
    <main>
      <h1>Đăng nhập</h1>
      <button type="button" onClick={() => void signIn(token)}>
        Vào
      </button>
    </main>
  );
}

/**
 * The README's minimal shell: a wallet from configuration, WalletProvider, a router whose routes
 * are guarded and whose errors show RouteError; `signedIn` stores a seeded player's token first.
 */
async function openShell(path: string, options: { signedIn?: boolean } = {}) {
  const token = await control.tokenFor(player.phone);
  if (options.signedIn) localStorage.setItem('auth_token', token);
  const alert = vi.fn();
  const onSignOut = vi.fn();
  const wallet = createWallet({ apiConfig: { ...apiConfigFromEnv({}), alert }, onSignOut });
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <h1>Trang chủ</h1> },
          {
            path: '/login',
            element: (
              <Guard access="guest">
                <Login token={token} />
              </Guard>
            ),
          },
          {
            path: '/profile',
            element: (
              <Guard access="player">
                <Account />
              </Guard>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  wallet.attachRouter(router);
  render(
    <WalletProvider wallet={wallet}>
      <RouterProvider router={router} />
    </WalletProvider>,
  );
  return { router, alert, onSignOut, user: userEvent.setup() };
}

describe('a minimal shell built from @wallet/shell', () => {
  it('000 §2 "Login-required (no auth token redirects to /login)"', async () => {
    const { router } = await openShell('/profile');
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('000 §1 "On load, if an auth token is stored, the user info is fetched": the player sees their own', async () => {
    await openShell('/profile', { signedIn: true });
    expect(await screen.findByText(player.phone)).toBeDefined();
  });

  it('000 §2 "Guest-only (a logged-in user is redirected to /profile)"', async () => {
    const { router } = await openShell('/login', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Tài khoản' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('000 §4 "Login: success stores the token and goes home" (not to /profile, as the guest guard would)', async () => {
    const { router, user } = await openShell('/login');
    await user.click(await screen.findByRole('button', { name: 'Vào' }));
    expect(await screen.findByRole('heading', { name: 'Trang chủ' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('auth_token')).not.toBeNull();
  });

  it('000 §1 "any 401 on a call clears local storage, alerts \'Session expired. Please login again.\' and goes to /login"', async () => {
    await control.injectFault({
      method: 'GET',
      path: '/user',
      kind: 'status',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    const { router, alert, onSignOut } = await openShell('/profile', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(alert).toHaveBeenCalledExactlyOnceWith(SESSION_EXPIRED_MESSAGE);
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('000 §4 "Logout: clears all cached queries, removes auth_token … then goes to /login"', async () => {
    const { router, onSignOut, user } = await openShell('/profile', { signedIn: true });
    await screen.findByText(player.phone);
    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('000 §8 "An uncaught route error shows a default heading \'Unexpected Application Error!\'"', async () => {
    await openShell('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeDefined();
    expect(screen.getByText('404 Not Found')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeDefined();
  });
});
