// Header titles that a screen shows too (a label, a button, the wallets popup); the others are in
// the site's route modules. A module of its own: the route list is in the site's first-load code,
// and a title must not bring the rest of its page's texts with it.

/** 001 §2 /profile/bank-account-management has no title in the spec; the header's (ours, as the profile tile). */
export const BANK_ACCOUNTS_TITLE = 'Quản lý ngân hàng';
/** 001 §2 /add-account has no title in the spec; the header's (ours, as its button). */
export const ADD_BANK_TITLE = 'Thêm ngân hàng';
/** 001 §2 /profile/all-wallet has no title in the spec; the header's (ours, as the profile tile). */
export const ALL_WALLETS_PAGE_TITLE = 'Tất cả ví';
