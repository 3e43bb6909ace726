import { act, waitFor, within } from '@testing-library/react';
import {
  LOGIN_ACCOUNT_LOCKED,
  LOGIN_CAPTCHA_FAILED,
  LOGIN_FAILED,
  LOGIN_TOO_MANY_ATTEMPTS,
} from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage, requestsTo } from '../../test/render';
import { injectFault } from '../../test/sandbox';
import { server } from '../../test/setup';

const LOGIN = 'POST /api/login_user';
const { phone } = SEED.players.approved;

async function openLogin() {
  const page = await openPage('/login');
  const { screen } = page;
  await screen.findByRole('heading', { level: 1, name: 'Đăng Nhập' });
  const form = {
    phone: screen.getByLabelText('Số điện thoại'),
    password: screen.getByLabelText('Mật khẩu', { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'Đăng Nhập' }),
  };
  return { ...page, form };
}

describe("login: the upstream's refusals (a mistake, the correction and one request: src/app/forms.test.tsx)", () => {
  it("a wrong password is the spec's text; corrected, the next tap sends again", async () => {
    const { user, screen, form, router } = await openLogin();
    await user.type(form.phone, phone);
    await user.type(form.password, 'Matkhau9');
    await user.click(form.submit);
    expect(await screen.findByText('Mật khẩu bạn vừa nhập không đúng.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: /Đóng/ }));
    await user.clear(form.password);
    await user.type(form.password, SEED.password);
    await user.click(form.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(LOGIN)).toBe(2);
  });
});

/** Fills the login form and taps 'Đăng Nhập'. */
async function logIn(page: Awaited<ReturnType<typeof openLogin>>, as: string, password: string) {
  await page.user.type(page.form.phone, as);
  await page.user.type(page.form.password, password);
  await page.user.click(page.form.submit);
}

describe('login (000 §2 "Login (/login): phone, password, captcha token obtained on the form, submit")', () => {
  it('"Links to register and to reset password", a heading and a way home', async () => {
    const { router, user, screen } = await openLogin();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Quên mật khẩu?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    await user.click(main.getByRole('link', { name: 'Đăng ký' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await act(() => router.navigate('/login'));
    await user.click(await screen.findByRole('link', { name: 'Quên mật khẩu?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    await act(() => router.navigate('/login'));
    await user.click(await screen.findByRole('link', { name: /Trang chủ/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('000 §4 "success stores the token and goes home"; 000 §7 "a token is obtained from a captcha provider on the login and register forms": with no site key, the sandbox\'s token is sent', async () => {
    const bodies: unknown[] = [];
    const read = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/login_user')) {
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
      }
    };
    server.events.on('request:start', read);
    try {
      const page = await openLogin();
      await logIn(page, phone, SEED.password);
      await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
      expect(
        await within(await page.screen.findByRole('banner')).findByRole('button', {
          name: 'Đăng xuất',
        }),
      ).toBeDefined();
      expect(localStorage.getItem('auth_token')).toBeTruthy();
      expect(bodies).toEqual([expect.objectContaining({ captcha_token: SEED.captchaToken })]);
      expect(SEED.captchaToken).toBe('sandbox-captcha-ok');
    } finally {
      server.events.removeListener('request:start', read);
    }
  });

  it('000 §4 "A REQUIRE_RESET_PASSWORD reply stores the token and goes home with the reset popup open"', async () => {
    const page = await openLogin();
    await logIn(page, SEED.players.mustReset.phone, SEED.password);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth_token')).toBeTruthy();
    // The route state the home page reads to open the popup.
    expect(page.router.state.location.state).toEqual({ resetPassword: true });
  });

  it("000 §5 \"Login phone: 10 characters, else 'Vui lòng nhập 10 ký tự'. Password: minimum 8, else 'Mật khẩu ít nhất 8 ký tự'\": both at once, nothing sent", async () => {
    const page = await openLogin();
    await logIn(page, '091234', 'short');
    expect(await page.screen.findByText('Vui lòng nhập 10 ký tự')).toBeDefined();
    expect(page.screen.getByText('Mật khẩu ít nhất 8 ký tự')).toBeDefined();
    expect(page.router.state.location.pathname).toBe('/login');
    expect(requestsTo(LOGIN)).toBe(0);
  });
});

/** The error popup says `text`; 'Đóng' closes it, and the player is still a visitor on /login. */
async function popupSays(page: Awaited<ReturnType<typeof openLogin>>, text: string) {
  const popup = await page.screen.findByRole('alertdialog');
  expect(await within(popup).findByText(text, { exact: false })).toBeDefined();
  await page.user.click(within(popup).getByRole('button', { name: 'Đóng' }));
  await waitFor(() => expect(page.screen.queryByRole('alertdialog')).toBeNull());
  expect(page.router.state.location.pathname).toBe('/login');
  expect(localStorage.getItem('auth_token')).toBeNull();
}

describe('login errors (000 §8)', () => {
  it.each([
    [
      "PASSWORD_INCORRECT: 'Mật khẩu bạn vừa nhập không đúng.'",
      400,
      { status: false, message: 'PASSWORD_INCORRECT' },
      'Mật khẩu bạn vừa nhập không đúng.',
    ],
    [
      'PLAYER_NOT_ALLOWED_LOGIN: the account is temporarily locked, contact support.',
      403,
      { status: false, message: 'PLAYER_NOT_ALLOWED_LOGIN' },
      LOGIN_ACCOUNT_LOCKED,
    ],
    [
      'TOO_MANY_ATTEMPTS: a popup saying the account is temporarily locked after many failed logins.',
      429,
      { status: false, message: 'TOO_MANY_ATTEMPTS' },
      LOGIN_TOO_MANY_ATTEMPTS,
    ],
    [
      'CAPTCHA_FAILED: a popup with Error1003.',
      400,
      { status: false, message: 'CAPTCHA_FAILED' },
      LOGIN_CAPTCHA_FAILED,
    ],
    [
      "Any other failure: 'Tài liệu của bạn không chính xác...'",
      404,
      { status: false, message: 'USER_NOT_FOUND' },
      'Tài liệu của bạn không chính xác...',
    ],
    [
      "Any other failure: 'Tài liệu của bạn không chính xác...'",
      422,
      { message: 'The phone field is invalid.', errors: { phone: ['invalid'] } },
      LOGIN_FAILED,
    ],
  ])('"%s" (injected %i %j)', async (_, status, body, text) => {
    await injectFault({ path: '/login_user', times: 1, kind: 'status', status, body });
    const page = await openLogin();
    await logIn(page, phone, SEED.password);
    await popupSays(page, text);
    expect(requestsTo(LOGIN)).toBe(1);
  });

  it('000 §6 "Locked accounts cannot log in": the locked player 0933333333 sees the locked text', async () => {
    expect(SEED.players.loginLocked.phone).toBe('0933333333');
    const page = await openLogin();
    await logIn(page, SEED.players.loginLocked.phone, SEED.password);
    await popupSays(page, LOGIN_ACCOUNT_LOCKED);
  });

  it('"Any other failure: \'Tài liệu của bạn không chính xác...\'": an unknown phone against the sandbox', async () => {
    const page = await openLogin();
    await logIn(page, '0900000009', SEED.password);
    await popupSays(page, 'Tài liệu của bạn không chính xác...');
  });
});
