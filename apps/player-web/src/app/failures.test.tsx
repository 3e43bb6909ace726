import { waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS_SEEN_KEY } from '../features/home/Announcements';
import { dialogSaying } from '../test/dialogs';
import { captchaWord, passwordInput } from '../test/forms';
import { openPage, requestsTo } from '../test/render';
import { injectFault } from '../test/sandbox';

// Issue 10 §4 "Failures say what happened": a dropped network or a 500 is never reported as the
// player's mistake, a visitor never sees 'Session expired', and a session's end keeps what
// outlives it.

const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
const TOO_MANY = 'Too many requests. Only 1 request per second allowed.';
const PLAYER = SEED.players.approved.phone;

// window.alert is the set-up's spy, shared by every test of the file.
beforeEach(() => vi.mocked(window.alert).mockClear());

describe("transport failures are not the player's fault (issue 10 §4)", () => {
  it.each([
    ['a 500', { kind: 'status', status: 500 }, GENERIC],
    ['a dropped connection', { kind: 'drop' }, NETWORK],
    [
      'a 429 without a code',
      { kind: 'status', status: 429, body: { message: 'HTTP_429' } },
      TOO_MANY,
    ],
  ] as const)(
    'login: %s says what happened, never "Tài liệu của bạn không chính xác..."',
    async (_name, fault, text) => {
      await injectFault({ method: 'POST', path: '/login_user', times: 1, ...fault });
      const { screen, user } = await openPage('/login');
      await user.type(await screen.findByLabelText('Số điện thoại'), PLAYER);
      await user.type(passwordInput('Mật khẩu'), SEED.password);
      await user.click(screen.getByRole('button', { name: 'Đăng Nhập' }));
      const dialog = await dialogSaying(text);
      expect(dialog.textContent).not.toContain('Tài liệu của bạn không chính xác');
      expect(localStorage.getItem('auth_token')).toBeNull();
    },
  );

  it('register: a 500 is the generic error, never "the phone is already registered"', async () => {
    await injectFault({
      method: 'POST',
      path: '/register_user',
      times: 1,
      kind: 'status',
      status: 500,
    });
    const { screen, user } = await openPage('/register');
    await user.type(await screen.findByLabelText('Số điện thoại'), '0977000111');
    await user.type(passwordInput('Mật khẩu'), 'Matkhau9');
    await user.type(passwordInput('Xác nhận mật khẩu'), 'Matkhau9');
    await user.type(
      screen.getByRole('textbox', { name: 'Mã xác nhận' }),
      captchaWord().toLowerCase(),
    );
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    const dialog = await dialogSaying(GENERIC);
    expect(dialog.textContent).not.toContain('đã được đăng ký');
  });

  it('reset: a 503 on sending the OTP is the generic error, never "phone number invalid"', async () => {
    await injectFault({
      method: 'POST',
      path: '/generate-otp',
      times: 1,
      kind: 'status',
      status: 503,
    });
    const { screen, user } = await openPage('/reset-password');
    await user.type(await screen.findByLabelText('Số điện thoại'), PLAYER);
    await user.click(screen.getByRole('button', { name: 'Gửi mã OTP' }));
    await dialogSaying(GENERIC);
    expect(screen.queryByText('phone number invalid')).toBeNull();
  });

  it("home: a 429 shows the spec's fixed text and is not asked again by itself", async () => {
    sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await injectFault({
      path: '/marquee/list',
      times: 5,
      kind: 'status',
      status: 429,
      body: { status: false, message: 'slow down' },
    });
    await openPage('/');
    await dialogSaying(TOO_MANY);
    // The client's first back-off is 1 s: a retry would be well inside these 10.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requestsTo('GET /api/marquee/list')).toBe(1);
  });
});

describe('sessions (issue 10 §4)', () => {
  it('a visitor never sees "Session expired": a 401 on a public call alerts, clears and redirects nothing', async () => {
    sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1');
    localStorage.setItem('agID', 'AG001');
    await injectFault({
      path: '/image-slider/list',
      times: 3,
      kind: 'status',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    const { screen, router } = await openPage('/');
    expect(await screen.findByText('Failed to load banners')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(window.alert).not.toHaveBeenCalled();
    expect(localStorage.getItem('agID')).toBe('AG001');
  });

  it('a session expiry clears the token but keeps the referral code and the device id', async () => {
    localStorage.setItem('agID', 'AG001');
    localStorage.setItem('fpDeviceId', 'device-1');
    await injectFault({
      path: '/user',
      times: 1,
      kind: 'status',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    const { router } = await openPage('/profile', { as: PLAYER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(vi.mocked(window.alert).mock.calls).toEqual([['Session expired. Please login again.']]);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('agID')).toBe('AG001');
    expect(localStorage.getItem('fpDeviceId')).toBe('device-1');
  });

  it('a dropped user-info call keeps the session: no logout, no alert', async () => {
    await injectFault({ path: '/user', times: 4, kind: 'drop' });
    const { screen, router } = await openPage('/profile', { as: PLAYER });
    expect(await screen.findByText(NETWORK)).toBeDefined();
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('auth_token')).not.toBeNull();
    expect(window.alert).not.toHaveBeenCalled();
  });
});
