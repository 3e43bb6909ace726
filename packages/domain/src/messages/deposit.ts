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

// The visitor deposit modal (000 §2 "Deposit modal", issue 11)

/** 000 §2 "Deposit modal (title NẠP TIỀN; for visitors and as an overlay)" */
export const DEPOSIT_MODAL_TITLE = 'NẠP TIỀN';
/** 000 §2 "submit 'Nạp Tiền'" */
export const DEPOSIT_SUBMIT_LABEL = 'Nạp Tiền';
/** 000 §2 "bank choice cards": headed with the spec's 'Chọn ngân hàng'. */
export const CHOOSE_BANK_LABEL = 'Chọn ngân hàng';
/** The payment-method choice, shown when there is more than one method (ours). */
export const PAYMENT_METHOD_LABEL = 'Phương thức nạp tiền';
/** The payment methods loaded, and none can take a deposit (ours). */
export const DEPOSIT_NO_METHODS =
  'Hiện chưa có phương thức nạp tiền nào. Vui lòng thử lại sau hoặc liên hệ Chăm sóc khách hàng.';
/** 000 §4 "at exactly 10 characters a check runs": while it runs (ours). */
export const DEPOSIT_PHONE_CHECKING = 'Đang kiểm tra số điện thoại…';
/** A visitor's redirect deposit: the link that opens the payment page in a new window (ours). */
export const PAYMENT_PAGE_LINK_LABEL = 'Mở trang thanh toán';
/** 000 §2 "step2, titled 'Thông tin nạp tiền': shows the QR transfer details." */
export const DEPOSIT_TRANSFER_TITLE = 'Thông tin nạp tiền';
/** The deposit page's choice groups: provider (payment category) and method (ours); the bank's is 'Ngân hàng'. */
export const DEPOSIT_PROVIDER_LABEL = 'Nhà cung cấp';
export const DEPOSIT_METHOD_LABEL = 'Phương thức';
