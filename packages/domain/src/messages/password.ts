// Password reset and change (000 §5, §8)

/** 000 §5 reset "failure text 'phone number invalid'" */
export const RESET_PHONE_INVALID = 'phone number invalid';
/** 000 §5 reset "failure text 'OTP code incorrect'" */
export const RESET_OTP_INCORRECT = 'OTP code incorrect';
/** 000 §5 reset "New password at least 6 characters (hint 'minimum 6 characters')" */
export const RESET_PASSWORD_HINT = 'minimum 6 characters';
/** 000 §5 "in the change-password modal 'Mật khẩu không trùng khớp.'" */
export const CHANGE_CONFIRM_MISMATCH = 'Mật khẩu không trùng khớp.';
/** 000 §5 "The change-password modal needs the old password" (ours) */
export const OLD_PASSWORD_REQUIRED = 'Vui lòng nhập mật khẩu cũ';
/** 000 §8 "PASSWORD_INCORRECT gives 'Mật khẩu cũ không đúng, Vui lòng thử lại !'" */
export const OLD_PASSWORD_INCORRECT = 'Mật khẩu cũ không đúng, Vui lòng thử lại !';
/** 000 §8 "Success PASSWORD_RESET_SUCCESS gives 'Mật khẩu đã được đặt lại thành công!'" */
export const PASSWORD_RESET_SUCCESS_TEXT = 'Mật khẩu đã được đặt lại thành công!';
