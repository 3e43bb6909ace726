import { fireEvent, within, waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage, requestsTo } from '../../test/render';
import { injectFault } from '../../test/sandbox';
import { sandbox } from '../../test/setup';

const CHANGE = 'POST /api/player/password/reset';
const { phone } = SEED.players.approved;

async function openChangePassword() {
  const page = await openPage('/profile', { as: phone });
  await page.user.click(await page.screen.findByRole('button', { name: 'Đổi mật khẩu' }));
  const dialog = within(await page.screen.findByRole('dialog', { name: 'Đổi mật khẩu' }));
  const field = (label: string) => dialog.getByLabelText(label, { selector: 'input' });
  const form = {
    old: field('Mật khẩu cũ'),
    next: field('Mật khẩu mới'),
    confirm: field('Xác nhận mật khẩu mới'),
    submit: dialog.getByRole('button', { name: 'Đổi mật khẩu' }),
  };
  /** Types the three passwords (the confirmation defaults to the new one). */
  const fill = async (old: string, next: string, confirm = next) => {
    await page.user.type(form.old, old);
    await page.user.type(form.next, next);
    await page.user.type(form.confirm, confirm);
  };
  return { ...page, dialog, form, fill };
}

// A mistake, the correction and one request: src/app/forms.test.tsx.

const RULE = 'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.';

describe('the password-change modal (000 §2, §5, §8)', () => {
  it('"PASSWORD_INCORRECT gives \'Mật khẩu cũ không đúng, Vui lòng thử lại !\'" under the old password, marked invalid', async () => {
    const { user, dialog, form, fill } = await openChangePassword();
    await fill('Saimatkhau1', 'Moikhau9');
    await user.click(form.submit);
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toBe(
        'Mật khẩu cũ không đúng, Vui lòng thử lại !',
      ),
    );
    expect(form.old.getAttribute('aria-invalid')).toBe('true');
  });

  it('"Confirmation must match (… in the change-password modal \'Mật khẩu không trùng khớp.\')" and the new password "needs an uppercase letter, a lowercase letter and a digit, length 8 to 12"; nothing is sent', async () => {
    const { user, dialog, form, fill } = await openChangePassword();
    await fill(SEED.password, 'matkhau');
    await user.click(form.submit);
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(RULE));

    // "only letters and digits are kept"
    await user.clear(form.next);
    await user.type(form.next, 'Moi khau-9!');
    expect((form.next as HTMLInputElement).value).toBe('Moikhau9');
    await user.clear(form.confirm);
    await user.type(form.confirm, 'Moikhau8');
    await user.click(form.submit);
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toBe('Mật khẩu không trùng khớp.'),
    );
    expect(requestsTo(CHANGE)).toBe(0);
  });

  it('"Success PASSWORD_RESET_SUCCESS gives \'Mật khẩu đã được đặt lại thành công!\'": a second tap while the answer is on its way sends nothing; the player closes it; the new password is the one that logs in', async () => {
    await injectFault({
      method: 'POST',
      path: '/player/password/reset',
      kind: 'delay',
      delayMs: 1500,
    });
    const { user, dialog, form, screen, fill } = await openChangePassword();
    await fill(SEED.password, 'Moikhau9');
    await user.click(form.submit);
    await waitFor(() => expect((form.submit as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(form.submit);
    expect(await dialog.findByText('Mật khẩu đã được đặt lại thành công!')).toBeDefined();
    expect(requestsTo(CHANGE)).toBe(1);

    const close = dialog.getAllByRole('button', { name: 'Đóng' });
    await user.click(close[close.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đổi mật khẩu' })).toBeNull());
    expect(sandbox.state.players.get(phone)?.password).toBe('Moikhau9');
  });
});
