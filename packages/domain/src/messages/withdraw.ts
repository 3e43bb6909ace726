import { POINTS_UNIT } from './amounts';

// Withdraw (001 §4, §5, §8)

/**
 * 001 §5 "Empty or zero gives 'Vui lòng nhập số tiền'." A deposit's empty amount says the same
 * (the spec gives the deposit only the range, which tells no one that nothing was typed).
 */
export const AMOUNT_REQUIRED = 'Vui lòng nhập số tiền';
/** 001 §5 "Under 150 gives 'Số tiền rút tối thiểu từ 150 trở lên'." */
export const WITHDRAW_BELOW_MIN = 'Số tiền rút tối thiểu từ 150 trở lên';
/** 001 §5 "Above 100000 gives 'Số tiền rút vượt quá giới hạn 100,000 triệu'." */
export const WITHDRAW_ABOVE_MAX = 'Số tiền rút vượt quá giới hạn 100,000 triệu';
/** 001 §5 "… gives 'Bạn không có đủ số dư để thực hiện giao dịch này'."; 001 §8 "'Bạn không có đủ số dư...'" */
export const WITHDRAW_INSUFFICIENT = 'Bạn không có đủ số dư để thực hiện giao dịch này';
/** 001 §5 "Without a chosen bank the message is 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.'" */
export const WITHDRAW_NO_BANK = 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.';
/** 001 §8 "PLAYER_NOT_ALLOWED_TO_WITHDRAW shows 'Vui lòng đăng nhập vào tài khoản trước khi thực hiện rút tiền'." */
export const WITHDRAW_LOGIN_FIRST = 'Vui lòng đăng nhập vào tài khoản trước khi thực hiện rút tiền';
/** 001 §4 "a modal 'Tính năng rút tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.'" */
export const WITHDRAW_LOCKED =
  'Tính năng rút tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.';
/** 001 §8 lookup "NUMBER_OR_USER_ID_NOT_VALID shows a text asking to log in before withdrawing and to log in to add a bank account." (ours) */
export const LOOKUP_LOGIN_FIRST =
  'Vui lòng đăng nhập trước khi rút tiền. Đăng nhập để thêm tài khoản ngân hàng.';
/** 001 §8 lookup "INVALID_PHONE_NUMBER asks the user to re-verify the phone or contact support." (ours) */
export const LOOKUP_INVALID_PHONE =
  'Vui lòng kiểm tra lại số điện thoại hoặc liên hệ CSKH để được hỗ trợ.';
/** 001 §8 lookup "BANK_NOT_AVAILABLE asks the user to log in and add a bank." (ours) */
export const LOOKUP_NO_BANK = 'Vui lòng đăng nhập và thêm tài khoản ngân hàng.';
/** 001 §8 "PLAYER_NOT_ALLOWED_TO_WITHDRAW: 'Withdrawal is disabled. Contact support.'" */
export const WITHDRAW_DISABLED_EN = 'Withdrawal is disabled. Contact support.';
/** 001 §8 "LESS_THEN_MINIMUM_LIMIT: 'Withdrawal amount is below the minimum limit.'" */
export const WITHDRAW_BELOW_MIN_EN = 'Withdrawal amount is below the minimum limit.';
/** 001 §8 "INSUFFICIENT_BALANCE: 'Insufficient balance.'" */
export const INSUFFICIENT_BALANCE_EN = 'Insufficient balance.';
/** 001 §8 "HTTP 403 (pending request): 'A pending request is in process. Please try again later.'" */
export const WITHDRAW_PENDING_EN = 'A pending request is in process. Please try again later.';
/** 001 §8 "HTTP 401: 'A deposit request is required before withdrawal.'" */
export const WITHDRAW_DEPOSIT_REQUIRED_EN = 'A deposit request is required before withdrawal.';
/** 001 §8 "'Account Not Activated': 'Please activate your account first.'" */
export const WITHDRAW_NOT_ACTIVATED_EN = 'Please activate your account first.';
/** 001 §8 "The message 'not enough money': 'Insufficient funds.'" */
export const INSUFFICIENT_FUNDS_EN = 'Insufficient funds.';
/** 001 §8 "Anything else: 'An unexpected error occurred. Please try again.'" */
export const UNEXPECTED_ERROR_EN = 'An unexpected error occurred. Please try again.';
/** 001 §8 "Withdraw error codes also include … WITHDRAW_LIMIT_OVER." (ours) */
export const WITHDRAW_LIMIT_OVER_TEXT = 'Bạn đã vượt quá hạn mức rút tiền cho phép.';
/** 001 §2 "Withdraw modal (for visitors) Titled 'RÚT TIỀN'." */
export const WITHDRAW_MODAL_TITLE = 'RÚT TIỀN';
/** 001 §2 the visitor withdraw modal's "submit button 'Rút Tiền'" */
export const WITHDRAW_MODAL_SUBMIT = 'Rút Tiền';
/** The visitor withdraw modal while the bank lookup of 001 §4 runs (ours). */
export const BANK_LOOKUP_CHECKING = 'Đang tìm ngân hàng của số điện thoại…';

// The signed-in withdraw page's own labels (ours, docs/decisions.md "Money out (issue 12)").

/** Step 1: the main wallet's heading. */
export const WITHDRAW_MAIN_BALANCE_LABEL = 'Ví chính';
/** Step 1: the button that moves one game's points to the main wallet. */
export const WITHDRAW_TO_MAIN_LABEL = 'Chuyển về ví chính';
/** Step 1: the player has no game wallet. */
export const WITHDRAW_NO_GAMES = 'Không có ví trò chơi';
/** Step 1: the amount's unit (001 §5 "in points units"). */
export const WITHDRAW_POINTS_UNIT = POINTS_UNIT;
/** Step 2: the saved accounts' group. */
export const WITHDRAW_BANKS_LABEL = 'Tài khoản ngân hàng';
/** 001 §8 "Signed-in withdraw (errors open a modal with an OK button)": that button. */
export const WITHDRAW_ERROR_OK_LABEL = 'OK';
/** The pending-request dialog's explicit second choice: reject_previous (001 §3). */
export const WITHDRAW_REPLACE_PENDING_LABEL = 'Huỷ yêu cầu cũ và rút';
