import { within, waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage, requestsTo } from '../../test/render';
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
  return { ...page, dialog, form };
}

describe('password change: a mistake, its message, the correction, exactly one request', () => {
  it('by tap: a confirmation that does not match shows "Mật khẩu không trùng khớp."; corrected, one tap changes it', async () => {
    const { user, dialog, form } = await openChangePassword();
    await user.type(form.old, SEED.password);
    await user.type(form.next, 'Moi12345');
    await user.type(form.confirm, 'Moi12346');
    await user.click(form.submit);
    expect(await dialog.findByText('Mật khẩu không trùng khớp.')).toBeDefined();
    expect(requestsTo(CHANGE)).toBe(0);

    await user.clear(form.confirm);
    await user.type(form.confirm, 'Moi12345');
    await user.click(form.submit);
    expect(await dialog.findByText('Mật khẩu đã được đặt lại thành công!')).toBeDefined();
    expect(requestsTo(CHANGE)).toBe(1);
    expect(sandbox.state.players.get(phone)?.password).toBe('Moi12345');
  });

  it("by Enter: a wrong old password is the spec's text under it; corrected, Enter sends once more", async () => {
    const { user, dialog, form } = await openChangePassword();
    await user.type(form.old, 'Sai12345');
    await user.type(form.next, 'Moi12345');
    await user.type(form.confirm, 'Moi12345{Enter}');
    expect(await dialog.findByText('Mật khẩu cũ không đúng, Vui lòng thử lại !')).toBeDefined();
    expect(requestsTo(CHANGE)).toBe(1);

    await user.clear(form.old);
    await user.type(form.old, `${SEED.password}{Enter}`);
    await waitFor(() =>
      expect(dialog.getByText('Mật khẩu đã được đặt lại thành công!')).toBeDefined(),
    );
    expect(requestsTo(CHANGE)).toBe(2);
  });
});
