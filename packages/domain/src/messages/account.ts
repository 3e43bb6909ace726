// Account pages: password change, profile, notifications (000 §2, 001 §2)

/** 000 §2 "Password change modal (opened from the account menu)" — its title (ours). */
export const CHANGE_PASSWORD_TITLE = 'Đổi mật khẩu';
/** 000 §2 "old password, new password, confirmation" — field labels (ours). */
export const OLD_PASSWORD_LABEL = 'Mật khẩu cũ';
/** 000 §2 "old password, new password, confirmation" — field labels (ours). */
export const NEW_PASSWORD_LABEL = 'Mật khẩu mới';
/** 000 §2 "old password, new password, confirmation" — field labels (ours). */
export const CONFIRM_NEW_PASSWORD_LABEL = 'Xác nhận mật khẩu mới';
/** A dialog's close button (ours). */
export const CLOSE_LABEL = 'Đóng';
/** 001 §2 Profile "titled 'Tài khoản'" */
export const PROFILE_TITLE = 'Tài khoản';
/** 000 §2 "a back control labelled QUAY LẠI" — also the profile page's own back link to / (001 §2). */
export const BACK_LABEL = 'QUAY LẠI';
/** 001 §2 Profile "shows the phone" — its label (ours). */
export const PROFILE_PHONE_LABEL = 'Số điện thoại';
/** 001 §2 Profile "and the balance" — its label (ours). */
export const PROFILE_BALANCE_LABEL = 'Số dư';
/** 001 §2 Profile tiles: deposit, withdraw, bank management, transactions, promotions, all wallets, reset password, logout (ours, in Vietnamese). */
export const PROFILE_TILE_DEPOSIT = 'Nạp tiền';
/** 001 §2 Profile tile "withdraw" (ours). */
export const PROFILE_TILE_WITHDRAW = 'Rút tiền';
/** 001 §2 Profile tile "bank management" (ours). */
export const PROFILE_TILE_BANKS = 'Quản lý ngân hàng';
/** 001 §2 Profile tile "transactions" (ours). */
export const PROFILE_TILE_TRANSACTIONS = 'Lịch sử giao dịch';
/** 001 §2 Profile tile "promotions" (ours). */
export const PROFILE_TILE_PROMOTIONS = 'Khuyến mãi';
/** 001 §2 Profile tile "all wallets" (ours). */
export const PROFILE_TILE_WALLETS = 'Tất cả ví';
/** 001 §2 Profile tile "reset password" (ours). */
export const PROFILE_TILE_PASSWORD = 'Đổi mật khẩu';
/** 001 §2 Profile tile "logout" (ours). */
export const PROFILE_TILE_LOGOUT = 'Đăng xuất';
/** What a screen reader hears while a list loads (ours). */
export const LOADING_LABEL = 'Đang tải';
