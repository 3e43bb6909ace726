// Login (000 §5, §8)

/** 000 §5 "Login phone: 10 characters, else 'Vui lòng nhập 10 ký tự'" (also register, deposit, visitor withdraw) */
export const PHONE_10_CHARS = 'Vui lòng nhập 10 ký tự';
/** 000 §5 "Password: minimum 8, else 'Mật khẩu ít nhất 8 ký tự'" */
export const LOGIN_PASSWORD_MIN_MESSAGE = 'Mật khẩu ít nhất 8 ký tự';
/** 000 §8 "PASSWORD_INCORRECT: 'Mật khẩu bạn vừa nhập không đúng.'" */
export const LOGIN_PASSWORD_INCORRECT = 'Mật khẩu bạn vừa nhập không đúng.';
/** 000 §8 "PLAYER_NOT_ALLOWED_LOGIN: the account is temporarily locked, contact support." (ours) */
export const LOGIN_ACCOUNT_LOCKED =
  'Tài khoản của bạn đang tạm thời bị khoá, vui lòng liên hệ CSKH để được hỗ trợ.';
/** 000 §8 "TOO_MANY_ATTEMPTS: a popup saying the account is temporarily locked after many failed logins." (ours) */
export const LOGIN_TOO_MANY_ATTEMPTS =
  'Bạn đã đăng nhập sai quá nhiều lần. Tài khoản tạm thời bị khoá, vui lòng thử lại sau.';
/** 000 §8 "CAPTCHA_FAILED: a popup with Error1003." (ours, carrying the code) */
export const LOGIN_CAPTCHA_FAILED = 'Xác minh không thành công, vui lòng thử lại. (Error1003)';
/** 000 §8 "Any other failure: 'Tài liệu của bạn không chính xác...'." */
export const LOGIN_FAILED = 'Tài liệu của bạn không chính xác...';
