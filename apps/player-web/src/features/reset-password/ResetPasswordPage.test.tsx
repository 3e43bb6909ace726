import { waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { passwordInput } from '../../test/forms';
import { openPage, requestsTo } from '../../test/render';
import { injectFault } from '../../test/sandbox';
import { sandbox } from '../../test/setup';

const SEND = 'POST /api/generate-otp';
const VERIFY = 'POST /api/verify-otp';
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

describe('password reset: each step recovers from a mistake and sends exactly one request', () => {
  it('phone: an unknown number shows "phone number invalid"; corrected, one tap sends the OTP', async () => {
    const { user, screen } = await openReset();
    const phoneField = screen.getByLabelText('Số điện thoại');
    const send = screen.getByRole('button', { name: 'Gửi mã OTP' });
    await user.type(phoneField, '091234567');
    expect((send as HTMLButtonElement).disabled).toBe(true); // "send disabled below 10 digits"
    await user.type(phoneField, '9');
    await user.click(send);
    expect(await screen.findByText('phone number invalid')).toBeDefined();
    expect(requestsTo(SEND)).toBe(1);

    await user.clear(phoneField);
    await user.type(phoneField, phone);
    expect(screen.queryByText('phone number invalid')).toBeNull();
    await user.click(send);
    expect(await screen.findByRole('textbox', { name: 'Mã OTP' })).toBeDefined();
    expect(requestsTo(SEND)).toBe(2);
  });

  it('OTP by Enter, then the new password: a wrong code and a weak password are named; corrected, each sends once, and the new password logs in', async () => {
    const { user, screen, router } = await openReset();
    await user.type(screen.getByLabelText('Số điện thoại'), `${phone}{Enter}`);
    const otpField = await screen.findByRole('textbox', { name: 'Mã OTP' });

    await user.type(otpField, '0000{Enter}');
    expect(await screen.findByText('OTP code incorrect')).toBeDefined();
    await user.clear(otpField);
    await user.type(otpField, `${otpOf(phone)}{Enter}`);
    const password = await screen.findByLabelText('Mật khẩu mới', { selector: 'input' });
    expect(requestsTo(VERIFY)).toBe(2);

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

  it('the other way round: the phone by Enter, the OTP and the new password by tap, each corrected and sent once', async () => {
    const { user, screen } = await openReset();
    const phoneField = screen.getByLabelText('Số điện thoại');
    await user.type(phoneField, '0999999999{Enter}');
    expect(await screen.findByText('phone number invalid')).toBeDefined();
    await user.clear(phoneField);
    await user.type(phoneField, `${phone}{Enter}`);
    const otpField = await screen.findByRole('textbox', { name: 'Mã OTP' });
    expect(requestsTo(SEND)).toBe(2);

    const verify = screen.getByRole('button', { name: 'Xác nhận OTP' });
    await user.type(otpField, '0000');
    await user.click(verify);
    expect(await screen.findByText('OTP code incorrect')).toBeDefined();
    await user.clear(otpField);
    await user.type(otpField, otpOf(phone));
    await user.click(verify);
    const password = await screen.findByLabelText('Mật khẩu mới', { selector: 'input' });
    expect(requestsTo(VERIFY)).toBe(2);

    const submit = screen.getByRole('button', { name: 'Đặt lại mật khẩu' });
    await user.type(password, 'matkhau12');
    await user.click(submit);
    expect(
      await screen.findByText(
        'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.',
        {
          selector: '[role="alert"]',
        },
      ),
    ).toBeDefined();
    await user.clear(password);
    await user.type(password, 'Matkhau12');
    await user.click(submit);
    expect(await screen.findByText('Mật khẩu đã được đặt lại thành công!')).toBeDefined();
    expect(requestsTo(RESET)).toBe(1);
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
