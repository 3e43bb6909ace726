import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordRefusedText } from '../messages';
import { PASSWORD_MAX, PASSWORD_MIN, sanitizePassword, splitPassword } from './password';

const SPEC = '000 §5 "Register and reset password: only letters and digits are kept"';

describe(`splitPassword (${SPEC})`, () => {
  it('keeps letters and digits and names what it refused, each once, in the order typed', () => {
    expect(splitPassword('Matkhau1@')).toEqual({ kept: 'Matkhau1', refused: ['@'] });
    expect(splitPassword('Ab c!1@Đ_2!')).toEqual({
      kept: 'Abc12',
      refused: [' ', '!', '@', 'Đ', '_'],
    });
    expect(splitPassword('Matkhau1')).toEqual({ kept: 'Matkhau1', refused: [] });
    expect(splitPassword('')).toEqual({ kept: '', refused: [] });
  });

  it("refuses a Vietnamese letter with diacritics whole, composed or typed as letter + marks ('ậ')", () => {
    expect(splitPassword('mật')).toEqual({ kept: 'mt', refused: ['ậ'] });
    expect(splitPassword('ma\u0323\u0302t')).toEqual({ kept: 'mt', refused: ['ậ'] });
    // A mark with nothing before it is refused too.
    expect(splitPassword('\u0302a')).toEqual({ kept: 'a', refused: ['\u0302'] });
  });

  it('sanitizePassword returns exactly what splitPassword keeps', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (typed) => {
        expect(sanitizePassword(typed)).toBe(splitPassword(typed).kept);
        expect(splitPassword(typed).kept).toMatch(/^[A-Za-z0-9]*$/);
      }),
    );
  });
});

describe('passwordRefusedText (ours)', () => {
  it('names the refused characters after the rule, a space by name', () => {
    expect(passwordRefusedText(['@'])).toBe(
      'Mật khẩu chỉ gồm chữ cái và chữ số, không dấu, không khoảng trắng. Không nhận ký tự: @',
    );
    expect(passwordRefusedText([' ', 'ậ'])).toBe(
      'Mật khẩu chỉ gồm chữ cái và chữ số, không dấu, không khoảng trắng. Không nhận ký tự: khoảng trắng ậ',
    );
  });
});

describe('the password length (000 §9)', () => {
  it('000 §9 "Register and change password: 8 to 12, with upper, lower and digit"', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 12]);
  });
});
