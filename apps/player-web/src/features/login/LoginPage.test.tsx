import { fireEvent, waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage, requestsTo } from '../../test/render';

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

describe('login: a mistake, its message, the correction, exactly one request', () => {
  it('by tap: a 9-digit phone shows "Vui lòng nhập 10 ký tự" and sends nothing; corrected, one tap logs in', async () => {
    const { user, screen, form, router } = await openLogin();
    await user.type(form.phone, phone.slice(0, 9));
    await user.type(form.password, SEED.password);
    await user.click(form.submit);
    expect(await screen.findByText('Vui lòng nhập 10 ký tự')).toBeDefined();
    expect(requestsTo(LOGIN)).toBe(0);

    await user.type(form.phone, phone.slice(9));
    await waitFor(() => expect(screen.queryByText('Vui lòng nhập 10 ký tự')).toBeNull());
    await user.click(form.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(LOGIN)).toBe(1);
  });

  it('by Enter: a short password shows "Mật khẩu ít nhất 8 ký tự"; corrected, Enter logs in once', async () => {
    const { user, screen, form, router } = await openLogin();
    await user.type(form.phone, phone);
    await user.type(form.password, 'Matkhau{Enter}');
    expect(await screen.findByText('Mật khẩu ít nhất 8 ký tự')).toBeDefined();
    expect(requestsTo(LOGIN)).toBe(0);

    await user.type(form.password, '1{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(LOGIN)).toBe(1);
  });

  it('a double tap, a triple tap and three scripted submits in one task send one request', async () => {
    const { user, form, router } = await openLogin();
    await user.type(form.phone, phone);
    await user.type(form.password, SEED.password);
    const formElement = form.submit.closest('form')!;
    formElement.requestSubmit();
    formElement.requestSubmit();
    formElement.requestSubmit();
    fireEvent.click(form.submit);
    fireEvent.click(form.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(LOGIN)).toBe(1);
  });

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
