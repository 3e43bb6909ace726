import { describe, expect, it } from 'vitest';
import {
  LOGIN_PASSWORD_MIN,
  loginSchema,
  validateLoginPassword,
  validateLoginPhone,
} from './login';

describe('login (000 §5)', () => {
  it.each([
    ['0123456789', null],
    ['012345678', 'Vui lòng nhập 10 ký tự'],
    ['01234567890', 'Vui lòng nhập 10 ký tự'],
    ['', 'Vui lòng nhập 10 ký tự'],
  ])('"Login phone: 10 characters, else \'Vui lòng nhập 10 ký tự\'" — %j', (phone, expected) => {
    expect(validateLoginPhone(phone)).toBe(expected);
  });

  it.each([
    ['12345678', null],
    ['1234567', 'Mật khẩu ít nhất 8 ký tự'],
    ['', 'Mật khẩu ít nhất 8 ký tự'],
    ['a very long password', null],
  ])('"Password: minimum 8, else \'Mật khẩu ít nhất 8 ký tự\'" — %j', (password, expected) => {
    expect(validateLoginPassword(password)).toBe(expected);
  });

  it('"Login phone … Password …": the schema reports the same messages on their fields', () => {
    const result = loginSchema.safeParse({ phone: '123', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'Vui lòng nhập 10 ký tự'],
      ['password', 'Mật khẩu ít nhất 8 ký tự'],
    ]);
    expect(loginSchema.safeParse({ phone: '0987654321', password: 'abcdefgh' }).success).toBe(true);
  });
});

describe('the login numbers (000 §9)', () => {
  it('000 §9 "Login password: minimum 8"', () => {
    expect([LOGIN_PASSWORD_MIN]).toEqual([8]);
  });
});
