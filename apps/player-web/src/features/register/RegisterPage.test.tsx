import { waitFor, within } from '@testing-library/react';
import { LOGIN_CAPTCHA_FAILED, REGISTER_CAPTCHA_FAILED, REGISTER_FORBIDDEN } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { captchaWord, passwordInput } from '../../test/forms';
import { openPage, requestsTo } from '../../test/render';
import { clearFaults, injectFault } from '../../test/sandbox';
import { sandbox } from '../../test/setup';

const REGISTER = 'POST /api/register_user';
const PHONE = '0977000111';

async function openRegister(path = '/register') {
  const page = await openPage(path);
  await page.screen.findByRole('heading', { level: 1, name: 'Đăng ký' });
  const form = {
    phone: page.screen.getByLabelText('Số điện thoại'),
    password: passwordInput('Mật khẩu'),
    confirm: passwordInput('Xác nhận mật khẩu'),
    captcha: page.screen.getByRole('textbox', { name: 'Mã xác nhận' }),
    submit: page.screen.getByRole('button', { name: 'Đăng ký' }),
  };
  return { ...page, form };
}

describe('register: what it keeps and sends (a mistake, the correction and one request: src/app/forms.test.tsx)', () => {
  it('"only letters and digits are kept": a typed @ never enters the field, the player is told, and the account has what the field held', async () => {
    const { user, screen, form, router } = await openRegister();
    await user.type(form.phone, PHONE);
    await user.type(form.password, 'Matkhau9@');
    expect((form.password as HTMLInputElement).value).toBe('Matkhau9');
    expect(
      await screen.findByText(/Mật khẩu chỉ gồm chữ cái và chữ số.*Không nhận ký tự: @/),
    ).toBeDefined();
    await user.type(form.confirm, 'Matkhau9');
    await user.type(form.captcha, captchaWord());
    await user.click(form.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sandbox.state.players.get(PHONE)?.password).toBe('Matkhau9');
  });

  it('a pasted "+84 977 000 111" is the 10-digit number', async () => {
    const { user, form } = await openRegister();
    await user.click(form.phone);
    await user.paste('+84 977 000 111');
    expect((form.phone as HTMLInputElement).value).toBe(PHONE);
  });
});

describe('the referral lookup (000 §7 "GET /get_agent_code/{id}") a registration rests on (issue 24 §5)', () => {
  it("a failed lookup says it could not check the code, with 'Thử lại'; nothing is sent until it answers, then the agent is registered", async () => {
    await injectFault({ method: 'GET', path: '/get_agent_code/*', kind: 'status', status: 500 });
    const { user, screen, form, router } = await openRegister('/register?ag_id=AG001');
    expect(
      await screen.findByText(
        'Không thể kiểm tra mã giới thiệu. Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
      ),
    ).toBeDefined();
    await user.type(form.phone, PHONE);
    await user.type(form.password, 'Matkhau9');
    await user.type(form.confirm, 'Matkhau9');
    await user.type(form.captcha, `${captchaWord()}{Enter}`);
    expect(form.submit.matches(':disabled')).toBe(true);
    expect(requestsTo(REGISTER)).toBe(0);

    await clearFaults();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(form.submit.matches(':disabled')).toBe(false));
    await user.click(form.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(REGISTER)).toBe(1);
    expect(sandbox.state.players.get(PHONE)?.agent_id).toBe('1001');
  });

  it("an unknown code is the upstream's answer, not a failed check: nothing is said and the player registers without an agent", async () => {
    const { user, screen, form, router } = await openRegister('/register?ag_id=NOPE');
    await user.type(form.phone, PHONE);
    await user.type(form.password, 'Matkhau9');
    await user.type(form.confirm, 'Matkhau9');
    await user.type(form.captcha, captchaWord());
    expect(screen.queryByText(/Không thể kiểm tra mã giới thiệu/)).toBeNull();
    await user.click(form.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sandbox.state.players.get(PHONE)?.agent_id).toBeNull();
  });
});

const ALREADY_REGISTERED =
  'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.';

/** Fills every field (the captcha with the word in the picture, in lower case) and taps 'Đăng ký'. */
async function register(
  { user, form }: Awaited<ReturnType<typeof openRegister>>,
  fields: { phone?: string; confirm?: string; captcha?: string } = {},
) {
  await user.type(form.phone, fields.phone ?? PHONE);
  await user.type(form.password, 'Matkhau9');
  await user.type(form.confirm, fields.confirm ?? 'Matkhau9');
  await user.type(form.captcha, fields.captcha ?? captchaWord().toLowerCase());
  await user.click(form.submit);
}

describe('register (000 §2 "Register (/register, optional query ag_id for an agent or referral code): phone, password, confirmation, an image captcha, submit")', () => {
  it('with an agent link: 000 §4 "success stores the token, clears the stored agent id (agID) and goes home"; agent_id is the resolved reference_agent_id', async () => {
    const page = await openRegister('/register?ag_id=AG001');
    // 000 §1 "agID (agent or referral id captured at registration)"
    expect(localStorage.getItem('agID')).toBe('AG001');
    await register(page);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    const header = within(await page.screen.findByRole('banner'));
    expect(await header.findByText(PHONE)).toBeDefined();
    expect(localStorage.getItem('auth_token')).toBeTruthy();
    expect(localStorage.getItem('agID')).toBeNull();
    // 000 §7 "GET /get_agent_code/{id}. Response: reference_agent_id." — AG001 is agent 1001 in the seed.
    expect(sandbox.state.players.get(PHONE)?.agent_id).toBe('1001');
  });

  it('without an agent link the player registers with no agent; links to login and home', async () => {
    const page = await openRegister();
    const main = within(page.screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Đăng Nhập' }).getAttribute('href')).toBe('/login');
    expect(main.getByRole('link', { name: /Trang chủ/ }).getAttribute('href')).toBe('/');
    await register(page);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(sandbox.state.players.get(PHONE)?.agent_id).toBeNull();
  });

  it('000 §5 validation: "must start with 0 (\'Sai quy cách SĐT\')", "fewer than 10 gives \'Vui lòng nhập 10 ký tự\'", "maximum 10 (\'Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.\')", "Confirmation must match", "else \'Mã xác nhận không hợp lệ\'"', async () => {
    const page = await openRegister();
    const { user, screen, form } = page;
    await register(page, { phone: '09123', confirm: 'Matkhau8', captcha: 'WRONG' });
    expect(await screen.findByText('Vui lòng nhập 10 ký tự')).toBeDefined();
    expect(screen.getByText('Mật khẩu xác nhận không khớp với mật khẩu.')).toBeDefined();
    expect(screen.getByText('Mã xác nhận không hợp lệ')).toBeDefined();

    await user.clear(form.phone);
    await user.type(form.phone, '9123456789');
    expect(await screen.findByText('Sai quy cách SĐT')).toBeDefined();
    await user.clear(form.phone);
    await user.type(form.phone, '091234567899');
    expect(
      await screen.findByText('Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.'),
    ).toBeDefined();
    // "only letters and digits are kept": the special characters are dropped as typed.
    await user.clear(form.password);
    await user.type(form.password, 'ab!c d');
    expect((form.password as HTMLInputElement).value).toBe('abcd');
    expect(await screen.findByText(/8 đến 12 ký tự/)).toBeDefined();
    expect(page.router.state.location.pathname).toBe('/register');
    expect(requestsTo(REGISTER)).toBe(0);
  });

  it('000 §5 "an image whose typed text must match one of 4 fixed words, case-insensitively": the picture can be changed', async () => {
    const page = await openRegister();
    const before = captchaWord();
    await page.user.click(page.screen.getByRole('button', { name: 'Đổi mã xác nhận khác' }));
    await waitFor(() => expect(captchaWord()).not.toBe(before));
    await register(page, { captcha: captchaWord().toLowerCase() });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
  });
});

describe('register errors (000 §8)', () => {
  it.each([
    [
      'REGISTRATION_FORBIDDEN: a popup with Error1001.',
      403,
      { status: false, message: 'REGISTRATION_FORBIDDEN' },
      REGISTER_FORBIDDEN,
    ],
    [
      'CAPTCHA_FAILED: a popup with Error1002.',
      400,
      { status: false, message: 'CAPTCHA_FAILED' },
      REGISTER_CAPTCHA_FAILED,
    ],
    [
      'Otherwise: the phone is already registered, contact support.',
      400,
      { status: false, message: 'PHONE_ALREADY_REGISTERED' },
      ALREADY_REGISTERED,
    ],
    [
      'Otherwise: the phone is already registered, contact support.',
      422,
      { message: 'The fp data field is required.', errors: { fp_data: ['required'] } },
      ALREADY_REGISTERED,
    ],
  ])('"%s" (injected %i %j)', async (_, status, body, text) => {
    await injectFault({ path: '/register_user', times: 1, kind: 'status', status, body });
    const page = await openRegister();
    await register(page);
    const popup = within(await page.screen.findByRole('alertdialog'));
    expect(await popup.findByText(text, { exact: false })).toBeDefined();
    await page.user.click(popup.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(page.screen.queryByRole('alertdialog')).toBeNull());
    expect(page.router.state.location.pathname).toBe('/register');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(requestsTo(REGISTER)).toBe(1);
  });

  it('"Otherwise: the phone is already registered": the seeded phone 0912345678 against the sandbox; CAPTCHA_FAILED is not the login text', async () => {
    const page = await openRegister();
    await register(page, { phone: SEED.players.approved.phone });
    const popup = await page.screen.findByRole('alertdialog');
    expect(await within(popup).findByText(ALREADY_REGISTERED, { exact: false })).toBeDefined();
    expect(popup.textContent).not.toContain(LOGIN_CAPTCHA_FAILED);
  });
});
