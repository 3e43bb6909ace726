import { CHANGE_CONFIRM_MISMATCH, OLD_PASSWORD_REQUIRED } from '../messages';
import { formSchema } from './common';
import { validateStrongPassword } from './password';

/** 000 §5 "The change-password modal needs the old password" */
export function validateOldPassword(old: string): string | null {
  return old.length > 0 ? null : OLD_PASSWORD_REQUIRED;
}

/** 000 §5 "needs an uppercase letter, a lowercase letter and a digit, length 8 to 12" */
export function validateNewPassword(password: string): string | null {
  return validateStrongPassword(password);
}

/** 000 §5 "in the change-password modal 'Mật khẩu không trùng khớp.'" */
export function validateChangeConfirm(password: string, confirm: string): string | null {
  return password === confirm ? null : CHANGE_CONFIRM_MISMATCH;
}

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export const changePasswordSchema = formSchema<keyof ChangePasswordForm, ChangePasswordForm>({
  oldPassword: (v) => validateOldPassword(v.oldPassword),
  newPassword: (v) => validateNewPassword(v.newPassword),
  confirm: (v) => validateChangeConfirm(v.newPassword, v.confirm),
});

/** 000 §5 "The change-password modal needs the old password, the new password and the confirmation." */
export function canSubmitChangePassword(form: ChangePasswordForm): boolean {
  return changePasswordSchema.safeParse(form).success;
}
