import { ADD_BANK_TITLE } from './route-titles';

// Bank accounts (001 §5, §8)

/** 001 §5 "The hint is 'Tên tài khoản viết IN HOA, không dấu, không có số.'" */
export const HOLDER_NAME_HINT = 'Tên tài khoản viết IN HOA, không dấu, không có số.';
/**
 * (ours, issue 46 §1) Before a holder name or account number is sent in the form banks hold it
 * ('LE VAN MOI', '0123456789'), the add-bank form says what will be saved: 'Sẽ lưu là: LE VAN MOI'.
 */
export const SAVED_AS_PREFIX = 'Sẽ lưu là: ';
/** 001 §5 "The bank selection is required." (ours) */
export const BANK_REQUIRED = 'Vui lòng chọn ngân hàng';
/** 001 §5 "numeric only ('Vui lòng chỉ nhập số')" */
export const DIGITS_ONLY = 'Vui lòng chỉ nhập số';
/** 001 §5 "at least 3 digits ('vui lòng nhập nhiều hơn 2 chữ số')" */
export const ACCOUNT_NUMBER_TOO_SHORT = 'vui lòng nhập nhiều hơn 2 chữ số';
/** 001 §8 "Network error: 'lỗi mạng. Làm mới trang và thử lại'." */
export const ADD_BANK_NETWORK_ERROR = 'lỗi mạng. Làm mới trang và thử lại';
/** 001 §8 "HTTP 422: 'Số tài khoản đã được lấy'." */
export const ACCOUNT_NUMBER_TAKEN = 'Số tài khoản đã được lấy';
/** 001 §8 "Any other failure: 'Mỗi tài khoản chỉ có thể thêm {max} ngân hàng duy nhất. …'" (template) */
export const ADD_BANK_LIMIT_TEMPLATE =
  'Mỗi tài khoản chỉ có thể thêm {max} ngân hàng duy nhất. Để thêm tài khoản ngân hàng khác, Vui lòng liên hệ đội ngũ Chăm Sóc Khách Hàng';
/** 001 §8 "With no banks: 'Hiện tại không có ngân hàng nào, nhấp vào nút bên dưới để thêm ngân hàng.'" */
export const BANKS_EMPTY =
  'Hiện tại không có ngân hàng nào, nhấp vào nút bên dưới để thêm ngân hàng.';
/** 001 §8 "After deleting the last bank: 'Chưa có thông tin ngân hàng. Vui lòng thêm ngân hàng để tiếp tục.'" */
export const BANKS_EMPTY_AFTER_DELETE =
  'Chưa có thông tin ngân hàng. Vui lòng thêm ngân hàng để tiếp tục.';
/** 001 §2 "Text says changes or deletion need customer support" (the words are ours). */
export const BANK_CHANGES_NEED_SUPPORT =
  'Để thay đổi hoặc xóa tài khoản ngân hàng, vui lòng liên hệ Chăm sóc khách hàng.';
/** 001 §2 "a support button opens the external live chat" (the withdraw result's 'Chăm sóc khách hàng'). */
export const BANK_SUPPORT_LABEL = 'Chăm sóc khách hàng';
/** 001 §2 "The 'add bank' button goes to /add-account" (the words are ours, the page's title). */
export const ADD_BANK_LABEL = ADD_BANK_TITLE;
/** 001 §2 "a cancel button 'Hủy'" */
export const ADD_BANK_CANCEL_LABEL = 'Hủy';
/** The add-bank form's labels (ours): the transaction detail's words for the same fields. */
export {
  DETAIL_ACCOUNT_NAME_LABEL as HOLDER_NAME_LABEL,
  DETAIL_BANK_LABEL as BANK_NAME_LABEL,
  DETAIL_ACCOUNT_NUMBER_LABEL as ACCOUNT_NUMBER_LABEL,
} from './transactions';
