import { waitFor } from '@testing-library/react';
import { OFFLINE_MESSAGE } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPage } from '../test/render';
import { clearFaults, injectFault } from '../test/sandbox';

const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';

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

// Issue 25 §6: "the offline notice should also believe the network errors the site itself just
// met, not one browser's flag alone". The browser keeps saying it is online, as Chromium 150 did.
describe("the offline notice believes the site's own calls", () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls that find no network show it while the browser says online; the next answer hides it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await injectFault({ path: '/api/*', times: 100, kind: 'drop' });
    const { screen } = await openPage('/promotions');
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeDefined();
    expect(screen.getByText(NETWORK)).toBeDefined();

    // The network is back: the client's own retry gets an answer.
    await clearFaults();
    expect(await screen.findByRole('button', { name: /Thưởng nạp đầu 100%/ })).toBeDefined();
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });

  it('a 500 is an answer: the page says why, and nothing says the network is gone', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await injectFault({ path: '/api/*', times: 100, kind: 'status', status: 500 });
    const { screen } = await openPage('/promotions');
    expect(await screen.findByText(GENERIC)).toBeDefined();
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });
});
