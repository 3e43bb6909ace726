// Activation (000 §4, 001 §4)

/** 000 §4 "shows a spinner with 'Vui lòng chờ cấp tài khoản trong giây lát…'" */
export const ACTIVATION_WAIT = 'Vui lòng chờ cấp tài khoản trong giây lát…';
/** 000 §4 "the message that the account is not activated or no transfer was made" (ours) */
export const ACTIVATION_NOT_ACTIVATED = 'Tài khoản chưa được kích hoạt hoặc bạn chưa chuyển khoản.';
/** 000 §4 "the player is asked to deposit to activate, with a 'Nạp Tiền' link" (ours, without the link text) */
export const ACTIVATION_DEPOSIT_PROMPT = 'Vui lòng nạp tiền để kích hoạt tài khoản.';
/** 000 §4 "with a 'Nạp Tiền' link" */
export const DEPOSIT_LINK_LABEL = 'Nạp Tiền';
