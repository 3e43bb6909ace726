// Game and points transfers, balances (001 §4, §5, §8)

/** 001 §5 "Leading zero gives 'Vui lòng không nhập số bắt đầu bằng 0'." */
export const LEADING_ZERO = 'Vui lòng không nhập số bắt đầu bằng 0';
/** 001 §5 "Da Ga with a decimal point gives 'Giá trị thập phân không được chấp nhận'." */
export const DECIMALS_NOT_ACCEPTED = 'Giá trị thập phân không được chấp nhận';
/** 001 §5 "More than 2 decimals for other games gives 'Chỉ chấp nhận hai số thập phân'." */
export const TWO_DECIMALS_ONLY = 'Chỉ chấp nhận hai số thập phân';
/** 001 §5 "An amount above the main balance gives 'Tài khoản của bạn không đủ số dư …'" */
export const GAME_INSUFFICIENT_BALANCE =
  'Tài khoản của bạn không đủ số dư để chuyển điểm vào trò chơi. Vui lòng nạp tiền vào tài khoản.';
/** 001 §5 "Below the minimum with no maximum gives 'Vui lòng chọn điểm tối thiểu'." */
export const CHOOSE_MINIMUM_POINTS = 'Vui lòng chọn điểm tối thiểu';
/** 001 §8 "PENDING_WITHDRAW: 'Sắp rút lùi' (also spelled 'Sắp rút lui')" — the spec README: show 'Sắp rút lui'. */
export const PENDING_WITHDRAW_TEXT = 'Sắp rút lui';
/** 001 §8 "PENDING_TRANSACTION: 'Không thể chuyển điểm vào trò chơi vì …'" */
export const PENDING_TRANSACTION_TEXT =
  'Không thể chuyển điểm vào trò chơi vì đã có một yêu cầu chuyển điểm đang chờ xử lý.';
/** 001 §8 "PENDING_DEPOSIT: a transfer is in progress and will succeed within minutes." (ours) */
export const PENDING_DEPOSIT_TEXT =
  'Giao dịch chuyển điểm đang được xử lý và sẽ thành công trong vài phút.';
/** 001 §8 "BALANCE_NETWORK_ERROR: 'Lỗi mạng cân bằng'." */
export const BALANCE_NETWORK_ERROR_TEXT = 'Lỗi mạng cân bằng';
/** 001 §8 "LACK_FUND: 'Thiếu vốn'." */
export const LACK_FUND_TEXT = 'Thiếu vốn';
/** 001 §8 "ACCOUNT_DOESNT_EXIST: 'Tài khoản không tồn tại' (game balance shown as 0)." */
export const ACCOUNT_DOESNT_EXIST_TEXT = 'Tài khoản không tồn tại';
/** 001 §4 "'KHÔNG ĐƯỢC HỖ TRỢ' (not supported)" */
export const BALANCE_NOT_SUPPORTED = 'KHÔNG ĐƯỢC HỖ TRỢ';
/** 001 §3/§4 "the text 'LỖI MẠNG' meaning network error" */
export const BALANCE_NETWORK_ERROR_DISPLAY = 'LỖI MẠNG';
/** 001 §4 "'CẤM' (forbidden, Da Ga)" */
export const BALANCE_FORBIDDEN = 'CẤM';
/** 001 §8 "AMOUNT_NOT_ACCEPTED (Da Ga deposit)." (ours) */
export const AMOUNT_NOT_ACCEPTED_TEXT = 'Số điểm không hợp lệ, vui lòng nhập số chia hết cho 30.';
/** 001 §8 "REGISTRATION_NETWORK_ERROR … on game login." (ours) */
export const GAME_REGISTRATION_NETWORK_ERROR =
  'Lỗi mạng khi tạo tài khoản trò chơi, vui lòng thử lại.';
/** 001 §8 "LOGIN_NETWORK_ERROR … on game login." (ours) */
export const GAME_LOGIN_NETWORK_ERROR = 'Lỗi mạng khi đăng nhập trò chơi, vui lòng thử lại.';
/** 001 §8 "DEPOSIT_NETWORK_ERROR on game login." (ours) */
export const GAME_DEPOSIT_NETWORK_ERROR =
  'Lỗi mạng khi chuyển điểm vào trò chơi, vui lòng thử lại.';
/** 001 §8 "POINTS_TRANSFERRED_SUCCESSFULLY: success, and the balances are updated." (ours) */
export const POINTS_TRANSFERRED_TEXT = 'Chuyển điểm thành công.';
/** 001 §8 "Other Da Ga balance failure: the server message or 'An unexpected error occured while fetching balance.'." */
export const BALANCE_FETCH_FAILED = 'An unexpected error occured while fetching balance.';
/** 001 §8 "Transfer-all failure: 'Failed to transfer all points. Please try again.'" */
export const TRANSFER_ALL_FAILED = 'Failed to transfer all points. Please try again.';
