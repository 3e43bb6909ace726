// Home, loading, general (000 §8, 001 §8)

/** 000 §8 "Banners: 'Failed to load banners'". */
export const BANNERS_LOAD_FAILED = 'Failed to load banners';
/** 001 §2 "The message is 'Trang mà bạn đang tìm kiếm không tồn tại.'" */
export const NOT_FOUND_MESSAGE = 'Trang mà bạn đang tìm kiếm không tồn tại.';
/** 000 §8 / 001 §8 "'Too many requests. Only 1 request per second allowed.'" */
export const TOO_MANY_REQUESTS = 'Too many requests. Only 1 request per second allowed.';
/** 000 §8 "'Too many requests …' and 'forbidden' are shown in a modal." */
export const FORBIDDEN_TEXT = 'forbidden';
/** 000 §8 "Games: 'Không tìm thấy trò chơi nào'" */
export const GAMES_EMPTY = 'Không tìm thấy trò chơi nào';
/** 000 §8 "Games: … 'Lỗi mạng'"; 001 §8 "NETWORK_ERROR: 'Lỗi mạng'" */
export const NETWORK_ERROR_TEXT = 'Lỗi mạng';
/** 000 §8 "Promotions: 'Không tìm thấy khuyến mãi nào'" */
export const PROMOTIONS_EMPTY = 'Không tìm thấy khuyến mãi nào';
/** 000 §8 "Generic load error: 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'" */
export const GENERIC_LOAD_ERROR = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
/** 000 §8 / 001 §8 "a default heading 'Unexpected Application Error!'" */
export const UNEXPECTED_APPLICATION_ERROR = 'Unexpected Application Error!';
/** The route error's ways on (ours): reload the page, or go home. */
export const ROUTE_ERROR_RELOAD = 'Tải lại trang';
export const ROUTE_ERROR_HOME = 'Về trang chủ';
/** 001 §8 "A failed wallet load shows a 'Try Refreshing Again' hint." */
export const TRY_REFRESHING_AGAIN = 'Try Refreshing Again';
/** 001 §2 "The empty message is 'Không có giao dịch'." */
export const TRANSACTIONS_EMPTY = 'Không có giao dịch';
/** 000 §2 "a result dialog showing either 'Something went wrong' or …" */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
/** 000 §2 "… or 'Your transaction was successful!'" */
export const TRANSACTION_SUCCESSFUL = 'Your transaction was successful!';
/** 000 §2 "A promotion with no end date shows 'Dài hạn' (long term)." */
export const PROMOTION_LONG_TERM = 'Dài hạn';

// A load a money decision rests on, failed (issue 24 §5; ours): said before loadError's reason.

/** The deposit-permission check (000 §7) got no usable answer. */
export const DEPOSIT_CHECK_FAILED = 'Không thể kiểm tra quyền nạp tiền của tài khoản.';
/** The withdraw-permission check (001 §7 GET player/check/allow/withdraw) got no usable answer. */
export const WITHDRAW_CHECK_FAILED = 'Không thể kiểm tra quyền rút tiền của tài khoản.';
/** The withdraw page's saved accounts (001 §7 GET /player/active/banks) did not load. */
export const SAVED_BANKS_LOAD_FAILED = 'Không thể tải tài khoản ngân hàng của bạn.';
/**
 * Home's Da Ga category (001 §7 GET /player/daga/game_categories), which feeds the games strip's
 * Da Ga chip and its panel, did not load (issue 39 §3, ours).
 */
export const DAGA_CATEGORY_LOAD_FAILED = 'Không thể tải Đá gà.';
/** The register page's referral lookup (000 §7 GET /get_agent_code/{id}) got no usable answer. */
export const REFERRAL_CHECK_FAILED = 'Không thể kiểm tra mã giới thiệu.';
