import { useEffect } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { loginSchema, type LoginForm } from '@wallet/domain';
import { PasswordField } from '../password-field/PasswordField';
import { PhoneField } from '../phone-field/PhoneField';
import { fieldErrors } from './fieldErrors';
import { useForm, type Form } from './useForm';

const PHONE_MESSAGE = 'Vui lòng nhập 10 ký tự';
const PASSWORD_MESSAGE = 'Mật khẩu ít nhất 8 ký tự';
const GOOD = { phone: '0912345678', password: 'matkhau123' };

/** A promise the test settles by hand: the request "runs" until then. */
function request() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let form: Form<LoginForm>;

/** The login form as apps write it, with a plain submit button: only the hook guards here. */
function Login({ onSubmit }: { onSubmit: (values: LoginForm) => unknown }) {
  const f = useForm({ initial: { phone: '', password: '' }, schema: loginSchema, onSubmit });
  useEffect(() => {
    form = f;
  });
  return (
    <form noValidate onSubmit={f.handleSubmit}>
      <PhoneField {...f.field('phone')} />
      <PasswordField {...f.field('password')} />
      <button type="submit">Đăng Nhập</button>
      <output>{f.submitting ? 'đang gửi' : 'chờ nhập'}</output>
    </form>
  );
}

function setup(onSubmit: (values: LoginForm) => unknown = () => request().promise) {
  const spy = vi.fn(onSubmit);
  const user = userEvent.setup();
  render(<Login onSubmit={spy} />);
  return {
    spy,
    user,
    phone: screen.getByRole('textbox', { name: 'Số điện thoại' }),
    password: screen.getByLabelText('Mật khẩu'),
    button: screen.getByRole('button', { name: 'Đăng Nhập' }),
    formElement: screen.getByRole('button', { name: 'Đăng Nhập' }).closest('form')!,
  };
}

async function fillGood(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), GOOD.phone);
  await user.type(screen.getByLabelText('Mật khẩu'), GOOD.password);
}

afterEach(cleanup);

describe('useForm: messages, then a corrected submit', () => {
  it('invalid entry → message → correction → one tap submits once', async () => {
    const { spy, user, phone, password, button } = setup();
    await user.type(phone, '0912');
    expect(screen.queryByText(PHONE_MESSAGE)).toBeNull(); // not while typing
    await user.tab();
    expect(screen.getByText(PHONE_MESSAGE)).toBeVisible();
    await user.click(button);
    expect(screen.getByText(PASSWORD_MESSAGE)).toBeVisible(); // a tried submit shows every message
    expect(spy).not.toHaveBeenCalled();
    await user.type(phone, '345678');
    await user.type(password, GOOD.password);
    expect(screen.queryByText(PHONE_MESSAGE)).toBeNull();
    await user.click(button);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(GOOD);
  });

  it('the same with Enter in a field', async () => {
    const { spy, user, phone, password } = setup();
    await user.type(phone, '0912{Enter}');
    expect(screen.getByText(PHONE_MESSAGE)).toBeVisible();
    expect(screen.getByText(PASSWORD_MESSAGE)).toBeVisible();
    await user.type(phone, '345678');
    await user.type(password, `${GOOD.password}{Enter}`);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(GOOD);
  });
});

describe('useForm: one call while the request runs', () => {
  it('a double tap', async () => {
    const { spy, user, button } = setup();
    await fillGood(user);
    await user.dblClick(button);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(screen.getByText('đang gửi')).toBeVisible();
  });

  it('two taps in one task, before React renders', async () => {
    const { spy, user, button } = setup();
    await fillGood(user);
    button.click();
    button.click();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a triple tap, by the user and in one task', async () => {
    const { spy, user, button } = setup();
    await fillGood(user);
    await user.tripleClick(button);
    button.click();
    button.click();
    button.click();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('three Enter presses', async () => {
    const { spy, user } = setup();
    await fillGood(user);
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('three scripted requestSubmit() calls in one task', async () => {
    const { spy, user, formElement } = setup();
    await fillGood(user);
    formElement.requestSubmit();
    formElement.requestSubmit();
    formElement.requestSubmit();
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('useForm: after the request', () => {
  it('a rejected request frees the form (the rejection is swallowed) and the next submit goes', async () => {
    const first = request();
    const { spy, user, button } = setup(() => first.promise);
    await fillGood(user);
    await user.click(button);
    await user.click(button);
    expect(spy).toHaveBeenCalledTimes(1);
    first.reject(new Error('LOGIN_FAILED'));
    await waitFor(() => expect(screen.getByText('chờ nhập')).toBeVisible());
    await user.click(button);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('a fulfilled request, or a callback that returns nothing, frees the form too', async () => {
    const { spy, user, button } = setup(() => undefined);
    await fillGood(user);
    await user.click(button);
    await waitFor(() => expect(screen.getByText('chờ nhập')).toBeVisible());
    await user.click(button);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('a callback that throws frees the form and the error reaches the caller', () => {
    const { spy } = setup(() => {
      throw new Error('bug');
    });
    form.setValue('phone', GOOD.phone);
    form.setValue('password', GOOD.password);
    expect(() => form.handleSubmit()).toThrow('bug');
    expect(() => form.handleSubmit()).toThrow('bug');
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('useForm: a server answer under a field', () => {
  it('shows until that field is edited, whatever else is edited', async () => {
    const { user, phone, password } = setup();
    await fillGood(user);
    const text = 'Mật khẩu bạn vừa nhập không đúng.';
    form.setFieldError('password', text);
    expect(await screen.findByText(text)).toBeVisible();
    await user.type(phone, '{Backspace}8');
    expect(screen.getByText(text)).toBeVisible();
    await user.type(password, 'x');
    expect(screen.queryByText(text)).toBeNull();
  });

  it('reset() empties the form and hides every message', async () => {
    const { user, phone, button } = setup(() => undefined);
    await user.click(button);
    expect(screen.getByText(PHONE_MESSAGE)).toBeVisible();
    form.setFieldError('password', 'x');
    form.reset();
    await waitFor(() => expect(screen.queryByText(PHONE_MESSAGE)).toBeNull());
    expect(screen.queryByText('x')).toBeNull();
    expect(phone).toHaveValue('');
  });
});

describe('useForm: why a disabled submit waits (issue 46 §1 "Every disabled submit says why")', () => {
  it("unsaid: the messages no field shows yet, in the fields' order; none once each shows", async () => {
    const { user, phone, password } = setup();
    await waitFor(() => expect(form.unsaid).toEqual([PHONE_MESSAGE, PASSWORD_MESSAGE]));
    await user.type(phone, GOOD.phone);
    await user.type(password, 'abc');
    await waitFor(() => expect(form.unsaid).toEqual([PASSWORD_MESSAGE]));
    expect(screen.queryByText(PASSWORD_MESSAGE)).toBeNull();
    // The password is left: its own message shows, so nothing is left unsaid.
    await user.click(phone);
    expect(await screen.findByText(PASSWORD_MESSAGE)).toBeVisible();
    expect(form.unsaid).toEqual([]);
    await user.type(password, 'defgh');
    await waitFor(() => expect(screen.queryByText(PASSWORD_MESSAGE)).toBeNull());
    expect(form.unsaid).toEqual([]);
  });
});

describe('fieldErrors', () => {
  const schema = (result: unknown): StandardSchemaV1 => ({
    '~standard': { version: 1, vendor: 'test', validate: () => result as never },
  });

  it('takes the first message of each field, from key or path-segment paths', () => {
    const issues = [
      { message: 'a', path: ['phone'] },
      { message: 'b', path: [{ key: 'phone' }] },
      { message: 'c', path: [{ key: 'password' }] },
      { message: 'd' },
    ];
    expect(fieldErrors(schema({ issues }), {})).toEqual({ phone: 'a', password: 'c', '': 'd' });
    expect(fieldErrors(schema({ value: {} }), {})).toEqual({});
  });

  it('refuses an asynchronous schema with a clear error', () => {
    expect(() => fieldErrors(schema(Promise.resolve({ value: {} })), {})).toThrow(
      /only synchronous/,
    );
  });
});
