// Transaction history and detail (001 §2, §3)

/** 001 §2 Transactions "deposit 'Nạp Tiền' (value 1)" */
export const TRANSACTIONS_TAB_DEPOSIT = 'Nạp Tiền';
/** 001 §2 Transactions "withdraw 'Rút Tiền' (value 2)" */
export const TRANSACTIONS_TAB_WITHDRAW = 'Rút Tiền';
/** The tab list's accessible name (ours). */
export const TRANSACTIONS_TABS_LABEL = 'Loại giao dịch';
/** An id in the address that is not a number, or that the upstream does not know (ours). */
export const TRANSACTION_NOT_FOUND = 'Không tìm thấy giao dịch này.';
/** The link from the not-found text back to the list (ours). */
export const TRANSACTIONS_BACK_LINK = 'Xem lịch sử giao dịch';

// 001 §3 "Transaction (detail)": the labels of the read-only list (ours).
export const DETAIL_ID_LABEL = 'Mã giao dịch';
export const DETAIL_TYPE_LABEL = 'Loại giao dịch';
export const DETAIL_AMOUNT_LABEL = 'Số tiền';
export const DETAIL_TIME_LABEL = 'Thời gian';
export const DETAIL_STATUS_LABEL = 'Trạng thái';
export const DETAIL_BANK_LABEL = 'Ngân hàng';
export const DETAIL_ACCOUNT_NAME_LABEL = 'Tên tài khoản';
export const DETAIL_ACCOUNT_NUMBER_LABEL = 'Số tài khoản';
export const DETAIL_NOTE_LABEL = 'Ghi chú';

// Issue 47 §2 "Once approved, the player sees a receipt: amount, time, transaction code, the main
// balance after it; for a withdrawal too" (ours).
export const RECEIPT_DEPOSIT_TITLE = 'Nạp tiền thành công';
export const RECEIPT_WITHDRAW_TITLE = 'Rút tiền thành công';
/** The main balance read once the deposit was approved. */
export const RECEIPT_BALANCE_LABEL = 'Số dư ví chính sau giao dịch';
/** While that balance is read again. */
export const RECEIPT_BALANCE_READING = 'Đang cập nhật…';
/** The receipt's way on to the history it came over. */
export const RECEIPT_CLOSE_LABEL = 'Xem lịch sử giao dịch';
