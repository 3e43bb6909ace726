import { LOGIN_PASSWORD_MIN_MESSAGE, PHONE_10_CHARS } from '../messages';
import { formSchema, PHONE_LENGTH } from './common';

/** 000 §9 "Login password: minimum 8" */
export const LOGIN_PASSWORD_MIN = 8;

/** 000 §5 "Login phone: 10 characters, else 'Vui lòng nhập 10 ký tự'." */
export function validateLoginPhone(phone: string): string | null {
  return phone.length === PHONE_LENGTH ? null : PHONE_10_CHARS;
}

/** 000 §5 "Password: minimum 8, else 'Mật khẩu ít nhất 8 ký tự'." */
export function validateLoginPassword(password: string): string | null {
  return password.length >= LOGIN_PASSWORD_MIN ? null : LOGIN_PASSWORD_MIN_MESSAGE;
}

export interface LoginForm {
  phone: string;
  password: string;
}

export const loginSchema = formSchema<keyof LoginForm, LoginForm>({
  phone: (v) => validateLoginPhone(v.phone),
  password: (v) => validateLoginPassword(v.password),
});
