// Deposit (000 §2, §4, §5, §8)

/** 000 §5 "no decimal point ('Vui lòng chỉ nhập số không có giá trị thập phân')" */
export const DEPOSIT_NO_DECIMALS = 'Vui lòng chỉ nhập số không có giá trị thập phân';
/** 000 §2 "a modal says 'Tính năng nạp tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.'" */
export const DEPOSIT_LOCKED =
  'Tính năng nạp tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.';
/** 000 §8 "PLAYER_NOT_ALLOWED_TO_DEPOSIT: dialog 'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản'" */
export const DEPOSIT_LOGIN_FIRST = 'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản';
/** 000 §8 "dialog 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.'"; 001 §8 visitor withdraw */
export const PENDING_REQUEST = 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.';
/** 000 §8 "FAILD_TO_GET_QR and BANK_NOT_SUPPORTED: the bank is under maintenance, choose another." (ours) */
export const DEPOSIT_BANK_MAINTENANCE = 'Ngân hàng đang bảo trì, vui lòng chọn ngân hàng khác.';
/** 000 §8 "WRONG_PAYMENT_METHOD: the method is under maintenance." (ours) */
export const DEPOSIT_METHOD_MAINTENANCE =
  'Phương thức thanh toán đang bảo trì, vui lòng chọn phương thức khác.';
/** 000 §2 step1 when the upstream offers no provider with a method and a bank to pay with (ours). */
export const DEPOSIT_NO_METHODS =
  'Hiện chưa có phương thức nạp tiền nào. Vui lòng thử lại sau hoặc liên hệ Chăm sóc khách hàng.';
