// Form and password texts the kit shows (000 §5, §9)

/**
 * A money form whose request runs longer than usual: the request is never aborted, so the player
 * is told to wait rather than tap again (ours).
 */
export const STILL_WORKING_TEXT = 'Đang xử lý, vui lòng chờ…';

/** 000 §5 "only letters and digits are kept … no special characters or spaces": the rule (ours). */
export const PASSWORD_CHARSET_RULE =
  'Mật khẩu chỉ gồm chữ cái và chữ số, không dấu, không khoảng trắng.';

/** How a refused space is named: a bare ' ' would be invisible in the message (ours). */
export const SPACE_CHARACTER_NAME = 'khoảng trắng';

/**
 * 000 §5 "only letters and digits are kept": said at once when a typed or pasted character is
 * refused, naming the characters, e.g. '… Không nhận ký tự: @' (ours).
 */
export function passwordRefusedText(refused: readonly string[]): string {
  const names = refused.map((c) => (c.trim() === '' ? SPACE_CHARACTER_NAME : c));
  return `${PASSWORD_CHARSET_RULE} Không nhận ký tự: ${names.join(' ')}`;
}

/**
 * 000 §7 "a token is obtained from a captcha provider": the provider's widget or script could not
 * be loaded, so the form cannot get its token (ours).
 */
export const CAPTCHA_UNAVAILABLE =
  'Không tải được bước xác minh. Vui lòng tải lại trang và thử lại.';
