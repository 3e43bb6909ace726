import { waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage } from '../test/render';
import { clearFaults, injectFault } from '../test/sandbox';

const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';

describe('the user info on load (000 §1)', () => {
  it("no answer is not 'timeout exceeded': the session stays, the network text shows with a retry, and the retry brings the player's name", async () => {
    await injectFault({ path: '/user', times: 100, kind: 'drop' });
    const { screen, user, router } = await openPage('/', { as: SEED.players.approved.phone });
    expect(await screen.findByText(NETWORK)).toBeDefined();
    expect(localStorage.getItem('auth_token')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');

    await clearFaults();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText(SEED.players.approved.phone)).toBeDefined();
    expect(screen.queryByText(NETWORK)).toBeNull();
  });

  it("the upstream's 'timeout exceeded' still logs out", async () => {
    await injectFault({
      path: '/user',
      times: 1,
      kind: 'status',
      status: 408,
      body: { status: false, message: 'timeout exceeded' },
    });
    const { router } = await openPage('/', { as: SEED.players.approved.phone });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
