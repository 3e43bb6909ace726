import { describe, expect, it } from 'vitest';
import {
  canSubmitChangePassword,
  changePasswordSchema,
  validateChangeConfirm,
  validateNewPassword,
  validateOldPassword,
} from './change-password';

describe('password change modal (000 §5)', () => {
  it('"The change-password modal needs the old password"', () => {
    expect(validateOldPassword('')).toBe('Vui lòng nhập mật khẩu cũ');
    expect(validateOldPassword('anything')).toBeNull();
  });

  it('"Register and change password: 8 to 12, with upper, lower and digit"', () => {
    expect(validateNewPassword('Abcdef12')).toBeNull();
    expect(validateNewPassword('abcdef12')).toBe(
      'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.',
    );
  });

  it('"in the change-password modal \'Mật khẩu không trùng khớp.\'"', () => {
    expect(validateChangeConfirm('Abcdef12', 'Abcdef12')).toBeNull();
    expect(validateChangeConfirm('Abcdef12', 'abcdef12')).toBe('Mật khẩu không trùng khớp.');
  });

  it.each([
    [{ oldPassword: 'old', newPassword: 'Abcdef12', confirm: 'Abcdef12' }, true],
    [{ oldPassword: '', newPassword: 'Abcdef12', confirm: 'Abcdef12' }, false],
    [{ oldPassword: 'old', newPassword: 'abc', confirm: 'abc' }, false],
    [{ oldPassword: 'old', newPassword: 'Abcdef12', confirm: 'Abcdef13' }, false],
  ])(
    '"The change-password modal needs the old password, the new password and the confirmation." — %j',
    (form, can) => {
      expect(canSubmitChangePassword(form)).toBe(can);
    },
  );

  it('the schema reports the confirmation on its field', () => {
    const result = changePasswordSchema.safeParse({
      oldPassword: 'x',
      newPassword: 'Abcdef12',
      confirm: 'y',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['confirm', 'Mật khẩu không trùng khớp.'],
    ]);
  });
});
