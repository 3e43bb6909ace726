import { act, screen, waitFor, within } from '@testing-library/react';
import { ACTIVATION_DEPOSIT_PROMPT, GAME_LINKS_POLL_MS } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { openPage, requestsTo } from '../../test/render';
import { control, injectFault } from '../../test/sandbox';

describe('game links while the user info keeps failing (issue 10 §4)', () => {
  it('shows the failure with a retry and does not flicker back to loading across retries and polls', async () => {
    // The page's clock: the client's retries and the page's poll come when the test moves it.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    // The fresh player has no game account: the page polls the user info every 5 s.
    await injectFault({ path: '/user', times: 100, kind: 'status', status: 500 });
    const { screen } = await openPage('/game-links', { as: SEED.players.fresh.phone });
    const card = await screen.findByRole('region', { name: 'Tài khoản trò chơi' });
    await screen.findAllByText('Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng');
    // Any loading state drawn in the card, however briefly, is seen.
    let loading = false;
    const watch = new MutationObserver(() => {
      loading ||= card.querySelector('[role="status"]') !== null;
    });
    watch.observe(card, { childList: true, subtree: true, attributes: true });
    // The retries at 1, 2 and 4 s, then the 5 s poll: a step at a time, each answer let in between.
    const before = requestsTo('GET /api/user');
    await vi.waitFor(
      async () => {
        await act(() => vi.advanceTimersByTimeAsync(500));
        expect(requestsTo('GET /api/user')).toBeGreaterThanOrEqual(before + 4);
      },
      { timeout: 10_000 },
    );
    watch.disconnect();
    expect(loading).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Thử lại' }).length).toBeGreaterThan(0);
  });
});

const account = () => screen.getByRole('region', { name: 'Tài khoản trò chơi' });
const linkButtons = () =>
  within(screen.getByRole('list', { name: 'Link vào game' })).getAllByRole('link');

describe('game links (000 §2 "Game Links (/game-links)")', () => {
  it('"shows the login account details (game account name and initial password) … plus a numbered list of link buttons"', async () => {
    await openPage('/game-links', { as: SEED.players.approved.phone });
    await waitFor(() => expect(account().textContent).toContain('vn0912345678'));
    expect(account().textContent).toContain('Gm7x2Kq9');
    await waitFor(() => expect(linkButtons()).toHaveLength(3));
    expect(linkButtons().map((link) => link.textContent)).toEqual(['Link 1', 'Link 2', 'Link 3']);
    expect(linkButtons()[0]!.getAttribute('href')).toBe('https://saoviet-link1.example.com');
    for (const link of linkButtons()) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // An account exists: no activation block.
    expect(screen.queryByText(ACTIVATION_DEPOSIT_PROMPT)).toBeNull();
  });

  it('"A visitor sees it without links" and is asked to log in', async () => {
    const { user, router } = await openPage('/game-links');
    expect(
      await screen.findByText('Vui lòng đăng nhập để xem tài khoản trò chơi và link vào game.'),
    ).toBeDefined();
    expect(screen.getByText('Tài khoản sẽ được tạo trong vòng 5 phút.')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Link vào game' })).toBeNull();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Đăng nhập' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('"or an \'account being created\' notice" and "A hint says an account is created within 5 minutes"', async () => {
    await openPage('/game-links', { as: SEED.players.fresh.phone });
    await waitFor(() =>
      expect(account().textContent).toContain('Tài khoản trò chơi của bạn đang được tạo.'),
    );
    expect(account().textContent).toContain('Tài khoản sẽ được tạo trong vòng 5 phút.');
    await waitFor(() => expect(linkButtons()).toHaveLength(3));
  });

  it('000 §4 "Game Links: polls the user info every 5 seconds until user_name exists"', async () => {
    // Only the interval is faked: the page's time moves only when the test moves it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { phone } = SEED.players.fresh;
    await openPage('/game-links', { as: phone });
    await waitFor(() =>
      expect(account().textContent).toContain('Tài khoản trò chơi của bạn đang được tạo.'),
    );
    // The game account appears upstream; the page learns it at its next poll.
    await control.patchPlayer(phone, {
      user_name: 'vn0987654321',
      raw_string: 'Sv4321x7',
      user_id: 2001,
      is_approved: 1,
    });
    expect(account().textContent).toContain('Tài khoản trò chơi của bạn đang được tạo.');
    const asked = requestsTo('GET /api/user');
    await act(() => vi.advanceTimersByTimeAsync(GAME_LINKS_POLL_MS));
    await waitFor(() => expect(account().textContent).toContain('vn0987654321'));
    expect(account().textContent).toContain('Sv4321x7');
    expect(requestsTo('GET /api/user')).toBe(asked + 1);
  });
});
