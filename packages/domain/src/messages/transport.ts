// What a failed call says when the fault is the network, the server or the client's own guard,
// never the player's entry (all ours, docs/decisions.md "Failures say what happened").

/** No answer, or no answer in time: built on the spec's 'Lỗi mạng', with what to do. */
export const NETWORK_FAILURE_TEXT = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
/** A second, different money call while one is on its way. */
export const MONEY_IN_PROGRESS_TEXT =
  'Một giao dịch khác đang được xử lý. Vui lòng chờ trong giây lát.';
/** A deposit or withdrawal got no answer, and the history shows it was made. */
export const MONEY_DONE_HISTORY_TEXT =
  'Giao dịch của bạn đã được ghi nhận. Vui lòng kiểm tra lịch sử giao dịch.';
/** A points transfer got no answer, and the balances show it was made. */
export const MONEY_DONE_BALANCE_TEXT = 'Chuyển điểm đã được thực hiện. Số dư đã được cập nhật.';
/** A deposit or withdrawal got no answer, and nothing shows whether it was made. */
export const MONEY_UNKNOWN_HISTORY_TEXT =
  'Chưa nhận được phản hồi cho giao dịch này. Vui lòng kiểm tra lịch sử giao dịch trước khi thử lại.';
/** A points transfer got no answer, and nothing shows whether it was made. */
export const MONEY_UNKNOWN_BALANCE_TEXT =
  'Chưa nhận được phản hồi cho lần chuyển điểm này. Vui lòng kiểm tra số dư trước khi thử lại.';
/** A visitor's deposit or withdrawal got no answer: a visitor has no history to look at. */
export const MONEY_UNKNOWN_SUPPORT_TEXT =
  'Chưa nhận được phản hồi cho giao dịch này. Vui lòng liên hệ Chăm sóc khách hàng trước khi thử lại.';
/** The configured upstream is not https: the site sends nothing there. */
export const INSECURE_API_TEXT =
  'Không thể kết nối an toàn tới máy chủ. Vui lòng liên hệ Chăm sóc khách hàng.';
