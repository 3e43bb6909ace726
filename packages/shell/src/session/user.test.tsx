import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiConfigFromEnv } from '@wallet/api';
import { loadError, NETWORK_FAILURE_TEXT } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { setupSandbox } from '@wallet/sandbox/vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WalletProvider } from '../provider/WalletProvider';
import { createWallet } from '../wallet/createWallet';
import { createLocationProbe } from '../test/location-probe';
import { useUserInfoOrLogout } from './user';

const { control } = setupSandbox();
afterEach(cleanup);
const player = SEED.players.approved;

/** A layout's use of it: the player's name, or why it failed with a retry. */
function Layout() {
  const user = useUserInfoOrLogout();
  if (user.data) return <p>{user.data.name}</p>;
  if (user.failure) {
    return (
      <>
        <p>{loadError(user.failure).text}</p>
        <button type="button" onClick={user.retry}>
          Thử lại
        </button>
      </>
    );
  }
  return <p>…</p>;
}

async function openLayout() {
  localStorage.setItem('auth_token', await control.tokenFor(player.phone));
  const wallet = createWallet({ apiConfig: { ...apiConfigFromEnv({}), alert: () => {} } });
  const { router, Probe } = createLocationProbe();
  render(
    <MemoryRouter>
      <WalletProvider wallet={wallet}>
        <Probe />
        <Routes>
          <Route path="/" element={<Layout />} />
          <Route path="/login" element={<h1>Đăng nhập</h1>} />
        </Routes>
      </WalletProvider>
    </MemoryRouter>,
  );
  return { router, user: userEvent.setup() };
}

describe('useUserInfoOrLogout (000 §1)', () => {
  it("\"If that fetch answers 'Unauthenticated.' or 'timeout exceeded', the logout handler runs.\"", async () => {
    await control.injectFault({
      path: '/user',
      kind: 'status',
      status: 408,
      body: { status: false, message: 'timeout exceeded' },
    });
    const { router } = await openLayout();
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it("no answer is not the upstream's: the session stays, the failure shows, the retry brings the name", async () => {
    await control.injectFault({ path: '/user', times: 100, kind: 'drop' });
    const { router, user } = await openLayout();
    expect(await screen.findByText(NETWORK_FAILURE_TEXT)).toBeDefined();
    expect(localStorage.getItem('auth_token')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');

    await control.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.getByText(player.phone)).toBeDefined());
  });
});
