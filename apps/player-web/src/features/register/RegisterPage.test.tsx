import { waitFor } from '@testing-library/react';
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

describe('register: a mistake, its message, the correction, exactly one request', () => {
  it('by tap: a wrong captcha shows "Mã xác nhận không hợp lệ"; corrected, one tap registers', async () => {
    const { user, screen, form, router } = await openRegister();
    await user.type(form.phone, PHONE);
    await user.type(form.password, 'Matkhau9');
    await user.type(form.confirm, 'Matkhau9');
    await user.type(form.captcha, 'WRONG');
    await user.click(form.submit);
    expect(await screen.findByText('Mã xác nhận không hợp lệ')).toBeDefined();
    expect(requestsTo(REGISTER)).toBe(0);

    await user.clear(form.captcha);
    await user.type(form.captcha, `${captchaWord().toLowerCase()} `);
    await user.click(form.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(REGISTER)).toBe(1);
  });

  it('by Enter: a confirmation that does not match is named; corrected, Enter registers once', async () => {
    const { user, screen, form, router } = await openRegister();
    await user.type(form.phone, PHONE);
    await user.type(form.password, 'Matkhau9');
    await user.type(form.captcha, captchaWord());
    await user.type(form.confirm, 'Matkhau8{Enter}');
    expect(await screen.findByText('Mật khẩu xác nhận không khớp với mật khẩu.')).toBeDefined();
    expect(requestsTo(REGISTER)).toBe(0);

    await user.clear(form.confirm);
    await user.type(form.confirm, 'Matkhau9{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(REGISTER)).toBe(1);
  });

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
