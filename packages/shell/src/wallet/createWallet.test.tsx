import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiConfigFromEnv } from '@wallet/api';
import { SESSION_EXPIRED_MESSAGE } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { setupSandbox } from '@wallet/sandbox/vitest';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../examples/minimal-shell/routes';
import { createLocationProbe } from '../test/location-probe';
import { WalletProvider } from '../index';
import { createWallet } from './createWallet';

const { control } = setupSandbox();
afterEach(cleanup);
const player = SEED.players.approved;

/**
 * The README's minimal shell (examples/minimal-shell) as its main.tsx wires it, in a memory
 * router; `signedIn` stores a seeded player's token first.
 */
async function openShell(path: string, options: { signedIn?: boolean } = {}) {
  if (options.signedIn) localStorage.setItem('auth_token', await control.tokenFor(player.phone));
  const alert = vi.fn();
  const onSignOut = vi.fn();
  const wallet = createWallet({ apiConfig: { ...apiConfigFromEnv({}), alert }, onSignOut });
  const { router, Probe } = createLocationProbe();
  render(
    <MemoryRouter initialEntries={[path]}>
      <WalletProvider wallet={wallet}>
        <Probe />
        <AppRoutes />
      </WalletProvider>
    </MemoryRouter>,
  );
  return { router, alert, onSignOut, user: userEvent.setup() };
}

describe('a minimal shell built from @wallet/shell', () => {
  it('000 §2 "Login-required (no auth token redirects to /login)"', async () => {
    const { router } = await openShell('/profile');
    expect(await screen.findByRole('form', { name: 'Đăng nhập' })).toBeDefined();
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
    await user.type(await screen.findByLabelText('Số điện thoại'), player.phone);
    await user.type(screen.getByLabelText('Mật khẩu'), player.password);
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
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
    expect(await screen.findByRole('form', { name: 'Đăng nhập' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(alert).toHaveBeenCalledExactlyOnceWith(SESSION_EXPIRED_MESSAGE);
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('000 §4 "Logout: clears all cached queries, removes auth_token … then goes to /login"', async () => {
    const { router, onSignOut, user } = await openShell('/profile', { signedIn: true });
    await screen.findByText(player.phone);
    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByRole('form', { name: 'Đăng nhập' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('an address the shell has no page for goes home', async () => {
    const { router } = await openShell('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Trang chủ' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });
});
