import { act, waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { describedBy } from '../../test/described-by';
import { passwordInput } from '../../test/forms';
import { openPage, requestsTo } from '../../test/render';
import { injectFault } from '../../test/sandbox';
import { sandbox } from '../../test/setup';

const SEND = 'POST /api/generate-otp';
const RESET = 'POST /api/forgot-password';
const { phone } = SEED.players.approved;
const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
const TOO_MANY = 'Too many requests. Only 1 request per second allowed.';
const otpOf = (p: string) => sandbox.state.otps.get(p)?.code ?? '';

async function openReset() {
  const page = await openPage('/reset-password');
  await page.screen.findByRole('heading', { level: 1, name: 'Quên mật khẩu' });
  return page;
}

describe('password reset: its steps', () => {
  // Each step's mistake, correction and one request: src/app/forms.test.tsx.
  it('000 §5 "send disabled below 10 digits"', async () => {
    const { user, screen } = await openReset();
    const phoneField = screen.getByLabelText('Số điện thoại');
    const send = screen.getByRole('button', { name: 'Gửi mã OTP' });
    // Issue 46 §1 "Every disabled submit says why": under the button until the field says it.
    expect(describedBy(send)).toBe('phone number invalid');
    await user.type(phoneField, '091234567');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(describedBy(send)).toBe('phone number invalid');
    await user.type(phoneField, '9');
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(describedBy(send)).toBe('');
    expect(requestsTo(SEND)).toBe(0);
  });

  it('000 §4 "phone entry, then OTP …, then new password submitted, then success": the new password is the one that logs in', async () => {
    const { user, screen, router } = await openReset();
    await user.type(screen.getByLabelText('Số điện thoại'), `${phone}{Enter}`);
    const otpField = await screen.findByRole('textbox', { name: 'Mã OTP' });

    await user.type(otpField, `${otpOf(phone)}{Enter}`);
    const password = await screen.findByLabelText('Mật khẩu mới', { selector: 'input' });

    // 6 characters may be sent (000 §5 "submit disabled below 6") but a reset password must be one
    // login accepts: the register rule (docs/decisions.md).
    await user.type(password, 'Matkh1{Enter}');
    expect(
      await screen.findByText(
        'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.',
        {
          selector: '[role="alert"]',
        },
      ),
    ).toBeDefined();
    expect(requestsTo(RESET)).toBe(0);
    await user.type(password, '234{Enter}');
    expect(await screen.findByText('Mật khẩu đã được đặt lại thành công!')).toBeDefined();
    expect(requestsTo(RESET)).toBe(1);

    // Reset, then login with exactly what was typed.
    await user.click(screen.getByRole('link', { name: 'Đăng Nhập' }));
    await screen.findByRole('heading', { level: 1, name: 'Đăng Nhập' });
    await user.type(screen.getByLabelText('Số điện thoại'), phone);
    await user.type(passwordInput('Mật khẩu'), 'Matkh1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe("a refused call is not the player's entry (issue 24)", () => {
  it.each([
    ['a 401 with no code the spec names', 401, { message: 'Unauthenticated.' }, GENERIC],
    ['a 401 with the sandbox fault', 401, undefined, GENERIC],
    ['a 429', 429, { message: 'Too Many Attempts.' }, TOO_MANY],
  ])(
    "the OTP step (send): %s says so in a popup, never 'phone number invalid'",
    async (_, status, body, text) => {
      await injectFault({
        method: 'POST',
        path: '/generate-otp',
        kind: 'status',
        status,
        ...(body ? { body } : {}),
      });
      const { user, screen } = await openReset();
      await user.type(screen.getByLabelText('Số điện thoại'), `${phone}{Enter}`);
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(text);
      expect(screen.queryByText('phone number invalid')).toBeNull();
      expect(requestsTo(SEND)).toBe(1);
    },
  );
});

const RULE = 'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.';

/** /reset-password with the OTP sent to the approved player. */
async function otpSent() {
  const page = await openReset();
  await page.user.type(page.screen.getByLabelText('Số điện thoại'), `${phone}{Enter}`);
  const otpField = await page.screen.findByRole('textbox', { name: 'Mã OTP' });
  const verify = page.screen.getByRole('button', { name: 'Xác nhận OTP' });
  return { ...page, otpField, verify };
}

/** …and verified: the new-password step. */
async function otpVerified() {
  const page = await otpSent();
  await page.user.type(page.otpField, `${otpOf(phone)}{Enter}`);
  const password = await page.screen.findByLabelText('Mật khẩu mới', { selector: 'input' });
  const submit = page.screen.getByRole('button', { name: 'Đặt lại mật khẩu' });
  return { ...page, password, submit };
}

/** The one message in an alert role (the offline banner's is hidden). */
const alertText = () => within(document.body).getByRole('alert').textContent;

describe('forgotten-password reset (000 §2 "three steps in one screen, phone, then OTP, then new password")', () => {
  it('"Success shows a congratulation and a login button to /login"; "On success the form is cleared"; the new password follows the register rule, shown before it is typed', async () => {
    const { user, screen, password, router } = await otpVerified();
    // The rule a reset password must meet: the register rule (docs/decisions.md, 000 §5).
    expect(screen.getByText(RULE)).toBeDefined();
    await user.type(password, 'Moi12345{Enter}');
    expect(await screen.findByRole('heading', { name: 'Chúc mừng!' })).toBeDefined();
    expect(screen.queryByLabelText('Số điện thoại')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Đăng Nhập' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('000 §4 "OTP sent (a 60-second timer starts and resend is disabled)" … "Resend becomes active when the timer reaches 0" (m:ss); a resend sends a new code', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const { user, screen } = await otpSent();
    const resend = () => screen.getByRole<HTMLButtonElement>('button', { name: /Gửi lại mã/ });
    expect(resend().disabled).toBe(true);
    expect(resend().textContent).toMatch(/\((1:00|0:59)\)/);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend().textContent).toMatch(/\(0:(29|30)\)/);
    expect(resend().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(resend().disabled).toBe(false));
    expect(resend().textContent).not.toMatch(/\d:\d\d/);

    const first = otpOf(phone);
    await user.click(resend());
    await waitFor(() => expect(resend().disabled).toBe(true));
    expect(requestsTo(SEND)).toBe(2);
    expect(otpOf(phone)).not.toBe(first);
  });

  it('000 §5 "OTP numeric, verify disabled below 4 digits, failure text \'OTP code incorrect\'"', async () => {
    const { user, screen, otpField, verify } = await otpSent();
    await user.type(otpField, '12a');
    expect((otpField as HTMLInputElement).value).toBe('12');
    expect((verify as HTMLButtonElement).disabled).toBe(true);

    const real = otpOf(phone);
    const wrong = real.replace(/^./, (d) => String((Number(d) + 1) % 10));
    await user.clear(otpField);
    await user.type(otpField, wrong);
    await user.click(verify);
    await waitFor(() => expect(alertText()).toBe('OTP code incorrect'));
    // The code still works after a wrong try (the sandbox keeps it until it is verified).
    await user.clear(otpField);
    await user.type(otpField, real);
    expect(screen.queryByText('OTP code incorrect')).toBeNull();
    await user.click(verify);
    expect(await screen.findByLabelText('Mật khẩu mới', { selector: 'input' })).toBeDefined();
  });

  it('000 §5 "phone numeric, up to 10 digits, send disabled below 10 digits, failure text \'phone number invalid\'"', async () => {
    const { user, screen } = await openReset();
    const phoneField = screen.getByLabelText<HTMLInputElement>('Số điện thoại');
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Gửi mã OTP' });
    await user.type(phoneField, '09a12');
    expect(phoneField.value).toBe('0912');
    expect(send.disabled).toBe(true);
    await user.clear(phoneField);
    await user.type(phoneField, '090000000099');
    expect(phoneField.value).toBe('0900000000');
    expect(send.disabled).toBe(false);
    // No player has this phone: the send fails and the field shows the fixed text.
    await user.click(send);
    await waitFor(() => expect(alertText()).toBe('phone number invalid'));
    expect(screen.queryByRole('textbox', { name: 'Mã OTP' })).toBeNull();
  });

  it('000 §5 "New password at least 6 characters …, submit disabled below 6"; 6 to 7 characters get the register rule; a failed reset shows the fixed text \'minimum 6 characters\'', async () => {
    const { user, screen, password, submit } = await otpVerified();
    await user.type(password, 'Abc12');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(password, '3');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    // Sendable, but no password a login would refuse (docs/decisions.md): the register rule.
    await user.click(submit);
    await waitFor(() => expect(alertText()).toBe(RULE));
    expect(requestsTo(RESET)).toBe(0);

    await injectFault({
      path: '/forgot-password',
      times: 1,
      kind: 'status',
      status: 400,
      body: { status: false, message: 'INVALID_TOKEN' },
    });
    await user.clear(password);
    await user.type(password, 'Moi12345');
    await user.click(submit);
    await waitFor(() => expect(alertText()).toBe('minimum 6 characters'));
    expect(screen.queryByRole('heading', { name: 'Chúc mừng!' })).toBeNull();
    await user.clear(password);
    await user.type(password, 'Moi12345');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Chúc mừng!' })).toBeDefined();
    expect(requestsTo(RESET)).toBe(2);
  });
});
