// Register (000 §5, §8)

/** 000 §5 "maximum 10 ('Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.')" */
export const PHONE_TOO_LONG = 'Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.';
/** 000 §5 "must start with 0 ('Sai quy cách SĐT')"; 001 §5 "The first-digit check gives 'Sai quy cách SĐT'." */
export const PHONE_BAD_FORMAT = 'Sai quy cách SĐT';
/** 000 §5 "needs an uppercase letter, a lowercase letter and a digit, length 8 to 12" (ours) */
export const PASSWORD_RULE_MESSAGE =
  'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.';
/** 000 §5 "Confirmation must match ('Mật khẩu xác nhận không khớp với mật khẩu.'…)" */
export const REGISTER_CONFIRM_MISMATCH = 'Mật khẩu xác nhận không khớp với mật khẩu.';
/** 000 §5 "… else 'Mã xác nhận không hợp lệ'"; 001 §5 agency captcha */
export const CAPTCHA_INVALID = 'Mã xác nhận không hợp lệ';
/** 000 §8 "REGISTRATION_FORBIDDEN: a popup with Error1001." (ours, carrying the code) */
export const REGISTER_FORBIDDEN =
  'Không thể đăng ký tài khoản lúc này, vui lòng liên hệ CSKH để được hỗ trợ. (Error1001)';
/** 000 §8 "CAPTCHA_FAILED: a popup with Error1002." (ours, carrying the code) */
export const REGISTER_CAPTCHA_FAILED = 'Xác minh không thành công, vui lòng thử lại. (Error1002)';
/**
 * 000 §8 register "Otherwise: the phone is already registered, contact support." The spec's own
 * sentence for this meaning (001 §8 agency "Failure") is reused.
 */
export const PHONE_ALREADY_REGISTERED =
  'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.';
