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
