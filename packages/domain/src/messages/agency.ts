// Agency (001 §5, §8)

/** 001 §5 "The phone must be exactly 10 digits ('Vui lòng nhập 10 chữ số cho số điện thoại')." */
export const AGENCY_PHONE_10_DIGITS = 'Vui lòng nhập 10 chữ số cho số điện thoại';
/** 001 §5 "The password must be 8 to 13 characters ('Mật khẩu phải có từ 8 đến 13 ký tự')." */
export const AGENCY_PASSWORD_LENGTH = 'Mật khẩu phải có từ 8 đến 13 ký tự';
/** 001 §5 "Confirm password must equal the password ('Mật khẩu không phù hợp.')." */
export const AGENCY_CONFIRM_MISMATCH = 'Mật khẩu không phù hợp.';
/** 001 §5 "The name is required." (ours) */
export const AGENCY_NAME_REQUIRED = 'Vui lòng nhập họ tên';
/** 001 §8 agency "Success: 'Chúng tôi đã nhận được thông tin của bạn. …'" */
export const AGENCY_SUCCESS =
  'Chúng tôi đã nhận được thông tin của bạn. Chúng tôi sẽ liên lạc với bạn trong vòng 48 giờ.';
/** 001 §2 "Agency registration (/agent/register): The title is 'ĐẠI LÝ'" */
export const AGENCY_TITLE = 'ĐẠI LÝ';
/** 001 §2 "the form 'Đăng ký Đại lý' has name, phone, password, confirm password and captcha" */
export const AGENCY_FORM_TITLE = 'Đăng ký Đại lý';
/** 001 §2 "the form … has name": the field's label (ours). */
export const AGENCY_NAME_LABEL = 'Họ và tên';
/** 001 §2 "the form … has … confirm password": the field's label (ours). */
export const AGENCY_CONFIRM_LABEL = 'Xác nhận mật khẩu';
/** The form's submit button (ours). */
export const AGENCY_SUBMIT_LABEL = 'Gửi đăng ký';
/**
 * 001 §4 "After success a 60-second countdown starts": the disabled submit button counts down until
 * another application may be sent, `clock` in m:ss like the OTP resend timer (ours).
 */
export function agencyWaitLabel(clock: string): string {
  return `Gửi lại sau ${clock}`;
}
