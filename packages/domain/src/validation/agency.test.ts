import { describe, expect, it } from 'vitest';
import { PHONE_LENGTH } from './common';
import {
  AGENCY_CONTACT_HOURS,
  AGENCY_COUNTDOWN_SECONDS,
  AGENCY_PASSWORD_MAX,
  AGENCY_PASSWORD_MIN,
  agencySchema,
  sanitizeAgencyPhone,
  shouldCheckAgencyPhone,
  validateAgencyCaptcha,
  validateAgencyConfirm,
  validateAgencyName,
  validateAgencyPassword,
  validateAgencyPhone,
} from './agency';

describe('agency registration (001 §5, §9)', () => {
  it('"The phone must be exactly 10 digits" — non-digits dropped', () => {
    expect(sanitizeAgencyPhone('09 87a')).toBe('0987');
  });

  it.each([
    ['0987654321', null],
    ['098765432', 'Vui lòng nhập 10 chữ số cho số điện thoại'],
    ['09876543210', 'Vui lòng nhập 10 chữ số cho số điện thoại'],
    ['', 'Vui lòng nhập 10 chữ số cho số điện thoại'],
    ['0987x54321', 'Vui lòng nhập 10 chữ số cho số điện thoại'],
    ['9876543210', 'Sai quy cách SĐT'],
    ['98', 'Sai quy cách SĐT'],
  ])(
    "\"The phone must be exactly 10 digits ('Vui lòng nhập 10 chữ số cho số điện thoại'). The first-digit check gives 'Sai quy cách SĐT'.\" — %j",
    (phone, expected) => {
      expect(validateAgencyPhone(phone)).toBe(expected);
    },
  );

  it('"The phone is checked for existing registration on blur." — only a well-formed phone', () => {
    expect(shouldCheckAgencyPhone('0987654321')).toBe(true);
    expect(shouldCheckAgencyPhone('987654321')).toBe(false);
  });

  it.each([
    ['12345678', null],
    ['1234567890123', null],
    ['1234567', 'Mật khẩu phải có từ 8 đến 13 ký tự'],
    ['12345678901234', 'Mật khẩu phải có từ 8 đến 13 ký tự'],
  ])(
    '"The password must be 8 to 13 characters (\'Mật khẩu phải có từ 8 đến 13 ký tự\')." — %j',
    (password, expected) => {
      expect(validateAgencyPassword(password)).toBe(expected);
    },
  );

  it('"Confirm password must equal the password (\'Mật khẩu không phù hợp.\')."', () => {
    expect(validateAgencyConfirm('abcdefgh', 'abcdefgh')).toBeNull();
    expect(validateAgencyConfirm('abcdefgh', 'abcdefgx')).toBe('Mật khẩu không phù hợp.');
  });

  it.each([
    ['  aBcD ', 'abcd', null],
    ['ABCD', ' abcd ', null],
    ['abce', 'abcd', 'Mã xác nhận không hợp lệ'],
  ])(
    '"The captcha, trimmed and compared case-insensitively, must match, else \'Mã xác nhận không hợp lệ\'" — %j vs %j',
    (typed, expected, message) => {
      expect(validateAgencyCaptcha(typed, expected)).toBe(message);
    },
  );

  it('"The name is required."', () => {
    expect(validateAgencyName('  ')).toBe('Vui lòng nhập họ tên');
    expect(validateAgencyName('An')).toBeNull();
  });

  it('the agency schema reports each field', () => {
    const schema = agencySchema('K8WIN');
    expect(
      schema.safeParse({
        name: 'An',
        phone: '0987654321',
        password: 'abcdefgh',
        confirm: 'abcdefgh',
        captcha: 'k8win ',
      }).success,
    ).toBe(true);
    expect(
      schema
        .safeParse({ name: '', phone: '1', password: '1', confirm: '2', captcha: 'x' })
        .error?.issues.map((i) => i.path[0]),
    ).toEqual(['name', 'phone', 'password', 'confirm', 'captcha']);
  });
});

describe('the agency numbers (001 §9)', () => {
  it('001 §9 "Agency: phone exactly 10 digits; password 8 to 13 characters; countdown 60 seconds after submit; staff contact within 48 hours."', () => {
    expect([
      PHONE_LENGTH,
      AGENCY_PASSWORD_MIN,
      AGENCY_PASSWORD_MAX,
      AGENCY_COUNTDOWN_SECONDS,
      AGENCY_CONTACT_HOURS,
    ]).toEqual([10, 8, 13, 60, 48]);
  });
});
