import { act, screen, waitFor, within } from '@testing-library/react';
import { LOADING_OVERLAY_MS, OFFLINE_MESSAGE } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPage } from '../test/render';
import { stayThenLeave } from '../test/logout';
import { clearFaults, injectFault } from '../test/sandbox';
import { sandbox } from '../test/setup';

const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';

describe('the user info on load (000 §1)', () => {
  // The retry that brings the name: src/app/load-failures.test.tsx.
  it("no answer is not 'timeout exceeded': the session stays, and the network text shows", async () => {
    await injectFault({ path: '/user', times: 100, kind: 'drop' });
    const { screen, router } = await openPage('/', { as: SEED.players.approved.phone });
    expect(await screen.findByText(NETWORK)).toBeDefined();
    expect(localStorage.getItem('auth_token')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [408, '/'],
    [500, '/promotions'],
  ])(
    '"If that fetch answers … \'timeout exceeded\', the logout handler runs": the words decide, not the status (a %i on %s)',
    async (status, path) => {
      await injectFault({
        path: '/user',
        times: 1,
        kind: 'status',
        status,
        body: { status: false, message: 'timeout exceeded' },
      });
      const { router } = await openPage(path, { as: SEED.players.approved.phone });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(localStorage.getItem('auth_token')).toBeNull();
    },
  );
});

const approved = SEED.players.approved.phone;
const nav = () => screen.getByRole('navigation', { name: 'Điều hướng chính' });

describe('header and footer (000 §2)', () => {
  it.each(['/login', '/register'])(
    '"Hidden on paths containing /login, /register or reset-password"; "The footer is hidden on /login and /register.": %s has neither',
    async (path) => {
      await openPage(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Điều hướng chính' })).toBeNull();
    },
  );

  it('"Hidden on paths containing … reset-password": /reset-password has no header but the bottom navigation; /promotions has both', async () => {
    const { router } = await openPage('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Quên mật khẩu' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(nav()).toBeDefined();
    await act(() => router.navigate('/promotions'));
    expect(await screen.findByRole('banner')).toBeDefined();
    expect(nav()).toBeDefined();
  });

  it('"A visitor sees \'Đăng Nhập\' (to /login) and \'Đăng ký\' (to /register)"; "With no title set it shows a logo that goes to /"', async () => {
    const { router } = await openPage('/game-links');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Đăng Nhập' }).getAttribute('href')).toBe('/login');
    expect(header.getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe('/register');
    await act(() => router.navigate('/'));
    expect((await header.findByRole('link', { name: 'Trang chủ' })).getAttribute('href')).toBe('/');
    expect(header.queryByRole('button', { name: 'QUAY LẠI' })).toBeNull();
  });

  it('"With a title it shows the title and a back control labelled QUAY LẠI that goes back one step"', async () => {
    const { router, user } = await openPage('/game-links', { browserHistory: true });
    const header = within(await screen.findByRole('banner'));
    await header.findByRole('heading', { name: 'Link vào game' });
    await user.click(within(nav()).getByRole('link', { name: 'Khuyến mãi' }));
    expect(await header.findByRole('heading', { name: 'Khuyến mãi' })).toBeDefined();
    expect(window.location.pathname).toBe('/promotions');
    await user.click(header.getByRole('button', { name: 'QUAY LẠI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game-links'));
    expect(window.location.pathname).toBe('/game-links');
  });

  it('"A logged-in player sees a notification bell with an unread count, the player\'s name … and a logout icon"', async () => {
    await openPage('/', { as: approved });
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByText(approved)).toBeDefined();
    const bell = await header.findByRole('link', { name: /tin chưa đọc/ });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toContain('2');
    expect(header.getByRole('button', { name: 'Đăng xuất' })).toBeDefined();
    expect(header.queryByRole('link', { name: 'Đăng Nhập' })).toBeNull();
  });

  it('000 §1 "a loading overlay reading \'LOADING...\' is hidden after 3 seconds"', async () => {
    // The page's clock starts at 0 here, as a page's does, and moves only when the test moves it;
    // the overlay's 3 s count from it. Testing Library's waits need a running setTimeout, so the
    // page's arrival is watched with an interval (not faked) instead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    await openPage('/promotions', { overlay: true });
    await new Promise<void>((arrived) => {
      const watch = setInterval(() => {
        if (!screen.queryByRole('banner')) return;
        clearInterval(watch);
        arrived();
      }, 10);
    });
    await act(async () => {}); // the layout's effects, where the overlay's timer starts
    expect(screen.getByText('LOADING...')).toBeDefined();
    await act(async () => vi.advanceTimersByTime(LOADING_OVERLAY_MS - 100));
    expect(screen.getByText('LOADING...')).toBeDefined();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText('LOADING...')).toBeNull();
  });
});

describe('bottom navigation (000 §2)', () => {
  it.each(['NẠP TIỀN', 'RÚT TIỀN'])(
    '"A visitor gets the deposit or withdraw modal instead": %s opens its modal on the same page, and it closes',
    async (label) => {
      const { router, user } = await openPage('/game-links');
      await within(await screen.findByRole('banner')).findByRole('heading', {
        name: 'Link vào game',
      });
      await user.click(within(nav()).getByRole('button', { name: 'Nạp rút' }));
      await user.click(within(nav()).getByRole('button', { name: label }));
      const dialog = await screen.findByRole('dialog', { name: label });
      expect(router.state.location.pathname).toBe('/game-links');
      await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).toBeNull());
    },
  );

  it('"A logged-in player is taken to /deposit or /withdraw"; "The active item is highlighted"', async () => {
    const { router, user } = await openPage('/promotions', { as: approved });
    await within(await screen.findByRole('banner')).findByRole('heading', { name: 'Khuyến mãi' });
    const items = within(nav());
    expect(items.getByRole('link', { name: 'Khuyến mãi' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(items.getByRole('button', { name: 'Nạp rút' }));
    await user.click(items.getByRole('link', { name: 'NẠP TIỀN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
    await user.click(items.getByRole('button', { name: 'Nạp rút' }));
    await user.click(items.getByRole('link', { name: 'RÚT TIỀN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw'));
    await user.click(items.getByRole('link', { name: 'Tài khoản' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() =>
      expect(items.getByRole('link', { name: 'Tài khoản' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    expect(items.getByRole('link', { name: 'Khuyến mãi' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('the session (000 §1)', () => {
  it('"any 401 on a call clears local storage, alerts \'Session expired. Please login again.\' and goes to /login" — once', async () => {
    const { router, user } = await openPage('/promotions', { as: approved });
    const header = within(await screen.findByRole('banner'));
    // The page's own calls are done (the unread count is the last of them).
    await header.findByRole('link', { name: /tin chưa đọc/ });
    // The upstream forgets every session (a restart): the bell's calls all answer 401.
    sandbox.reset();
    await user.click(header.getByRole('link', { name: /Thông báo/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(vi.mocked(window.alert).mock.calls).toEqual([['Session expired. Please login again.']]);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it("logout: 'Không, ở lại' keeps the player; after 'Vâng, rời đi' auth_token and initialDeposit are gone and the page is /login", async () => {
    const { router, user } = await openPage('/game-links', { as: approved });
    const header = within(await screen.findByRole('banner'));
    await stayThenLeave(user, router, () => header.getByRole('button', { name: 'Đăng xuất' }));
  });

  it("…but the client's own 15 s time limit is not the upstream's answer: the session stays and the network text shows", async () => {
    // The user-info call never answers in time, on the first try and on every retry.
    await injectFault({ path: '/user', times: 10, kind: 'delay', delayMs: 60_000 });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = await openPage('/promotions', { as: approved });
    await screen.findByRole('button', { name: 'Đăng xuất' });
    await screen.findByRole('button', { name: 'Thưởng nạp đầu 100%' });
    await act(() => vi.advanceTimersByTimeAsync(16_000));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(NETWORK);
    expect(router.state.location.pathname).toBe('/promotions');
    expect(localStorage.getItem('auth_token')).not.toBeNull();
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
    expect(await screen.findByText(NETWORK)).toBeDefined();

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
