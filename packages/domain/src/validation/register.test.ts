import { describe, expect, it } from 'vitest';
import { sanitizePassword, validateStrongPassword } from './password';
import {
  CAPTCHA_WORDS,
  nextCaptchaWord,
  pickCaptchaWord,
  registerSchema,
  sanitizeRegisterPhone,
  validateRegisterCaptcha,
  validateRegisterConfirm,
  validateRegisterPhone,
} from './register';

const RULE = 'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.';

describe('register (000 §5)', () => {
  it('"Register phone: digits only" — non-digits are dropped', () => {
    expect(sanitizeRegisterPhone('09a8-76 54.32.1x0')).toBe('09876543210');
  });

  it.each([
    ['0987654321', null],
    ['09876543210', 'Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.'],
    ['1987654321', 'Sai quy cách SĐT'],
    ['19', 'Sai quy cách SĐT'],
    ['098765', 'Vui lòng nhập 10 ký tự'],
    ['', 'Vui lòng nhập 10 ký tự'],
    ['0abcdefghi', 'Sai quy cách SĐT'],
  ])(
    "\"Register phone: digits only, maximum 10 ('Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.'), must start with 0 ('Sai quy cách SĐT'), fewer than 10 gives 'Vui lòng nhập 10 ký tự'\" — %j",
    (phone, expected) => {
      expect(validateRegisterPhone(phone)).toBe(expected);
    },
  );

  it('"only letters and digits are kept"', () => {
    expect(sanitizePassword('Ab c!1@Đ_2')).toBe('Abc12');
  });

  it.each([
    ['Abcdef12', null],
    ['Abcdefghij12', null],
    ['Abcdef1', RULE],
    ['Abcdefghijk12', RULE],
    ['abcdefg12', RULE],
    ['ABCDEFG12', RULE],
    ['Abcdefghi', RULE],
    ['Abcdef 12', RULE],
    ['Abcdef!12', RULE],
  ])(
    '"needs an uppercase letter, a lowercase letter and a digit, length 8 to 12, no special characters or spaces" — %j',
    (password, expected) => {
      expect(validateStrongPassword(password)).toBe(expected);
    },
  );

  it('"Confirmation must match (\'Mật khẩu xác nhận không khớp với mật khẩu.\')"', () => {
    expect(validateRegisterConfirm('Abcdef12', 'Abcdef12')).toBeNull();
    expect(validateRegisterConfirm('Abcdef12', 'Abcdef13')).toBe(
      'Mật khẩu xác nhận không khớp với mật khẩu.',
    );
  });

  it('"an image whose typed text must match one of 4 fixed words" — the shown word is one of the 4', () => {
    expect([0, 0.25, 0.5, 0.99].map(pickCaptchaWord)).toEqual([...CAPTCHA_WORDS]);
    expect(pickCaptchaWord(1)).toBe(CAPTCHA_WORDS[3]);
  });

  it('a refreshed captcha is never the word shown now', () => {
    // The draws land on the shown word twice, then on another: the other is taken.
    const draws = [0, 0, 0.5];
    const random = () => draws.shift() ?? 0.99;
    expect(nextCaptchaWord(CAPTCHA_WORDS[0], random)).toBe(CAPTCHA_WORDS[2]);
    expect(nextCaptchaWord(null, () => 0)).toBe(CAPTCHA_WORDS[0]);
    expect(pickCaptchaWord(-1)).toBe(CAPTCHA_WORDS[0]);
  });

  it.each([
    ['vn88', 'VN88', null],
    ['Vn88', 'VN88', null],
    ['VN89', 'VN88', 'Mã xác nhận không hợp lệ'],
    ['', 'VN88', 'Mã xác nhận không hợp lệ'],
    // Trimmed, as the agency captcha (docs/decisions.md): a phone keyboard's space is not a mistake.
    ['vn88 ', 'VN88', null],
    [' VN88', 'VN88', null],
    ['VN 88', 'VN88', 'Mã xác nhận không hợp lệ'],
  ])(
    '"typed text must match one of 4 fixed words, case-insensitively, else \'Mã xác nhận không hợp lệ\'" — %j vs %j',
    (typed, shown, expected) => {
      expect(validateRegisterCaptcha(typed, shown)).toBe(expected);
    },
  );

  it('the register schema reports every field with the same messages', () => {
    const schema = registerSchema('GA79');
    expect(
      schema.safeParse({
        phone: '0987654321',
        password: 'Abcdef12',
        confirm: 'Abcdef12',
        captcha: 'ga79',
      }).success,
    ).toBe(true);
    const result = schema.safeParse({ phone: '1', password: 'abc', confirm: 'x', captcha: 'no' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['phone', 'Sai quy cách SĐT'],
      ['password', RULE],
      ['confirm', 'Mật khẩu xác nhận không khớp với mật khẩu.'],
      ['captcha', 'Mã xác nhận không hợp lệ'],
    ]);
  });
});

describe('the captcha words (000 §9)', () => {
  it('000 §9 "Captcha words: 4 fixed words"', () => {
    expect([CAPTCHA_WORDS.length, new Set(CAPTCHA_WORDS).size]).toEqual([4, 4]);
  });
});
