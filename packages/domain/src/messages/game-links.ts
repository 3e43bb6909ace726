// Game Links, notifications (000 §2, 001 §2)

/** 000 §2 Game Links "or an 'account being created' notice" — ours. */
export const GAME_ACCOUNT_CREATING = 'Tài khoản trò chơi của bạn đang được tạo.';
/** 000 §2 Game Links "A hint says an account is created within 5 minutes." — ours. */
export const GAME_ACCOUNT_HINT = 'Tài khoản sẽ được tạo trong vòng 5 phút.';
/** 001 §2 Notifications "The empty state is 'no new messages'." (English in the spec, shown as written) */
export const NOTIFICATIONS_EMPTY = 'no new messages';
