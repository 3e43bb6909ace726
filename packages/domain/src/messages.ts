/**
 * Every text of the spec that a rule, status or error produces, written once, character for
 * character as the spec writes it (see /work/shared/spec/texts.txt). Texts the spec only describes
 * are marked "ours" and recorded in docs/decisions.md. Screens never write these strings themselves.
 */

// ——— Transport and session (000 §1) ———

/** 000 §1 "any 401 on a call clears local storage, alerts 'Session expired. Please login again.'" */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
/** 000 §1 "If that fetch answers 'Unauthenticated.' or 'timeout exceeded'" */
export const UNAUTHENTICATED = 'Unauthenticated.';
/** 000 §1 "If that fetch answers 'Unauthenticated.' or 'timeout exceeded'" */
export const TIMEOUT_EXCEEDED = 'timeout exceeded';
/** Our code for failures that never reached the upstream (docs/decisions.md, typed client). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

// ——— Home, loading, general (000 §8, 001 §8) ———

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

// ——— Login (000 §5, §8) ———

/** 000 §5 "Login phone: 10 characters, else 'Vui lòng nhập 10 ký tự'" (also register, deposit, visitor withdraw) */
export const PHONE_10_CHARS = 'Vui lòng nhập 10 ký tự';
/** 000 §5 "Password: minimum 8, else 'Mật khẩu ít nhất 8 ký tự'" */
export const LOGIN_PASSWORD_MIN_MESSAGE = 'Mật khẩu ít nhất 8 ký tự';
/** 000 §8 "PASSWORD_INCORRECT: 'Mật khẩu bạn vừa nhập không đúng.'" */
export const LOGIN_PASSWORD_INCORRECT = 'Mật khẩu bạn vừa nhập không đúng.';
/** 000 §8 "PLAYER_NOT_ALLOWED_LOGIN: the account is temporarily locked, contact support." (ours) */
export const LOGIN_ACCOUNT_LOCKED =
  'Tài khoản của bạn đang tạm thời bị khoá, vui lòng liên hệ CSKH để được hỗ trợ.';
/** 000 §8 "TOO_MANY_ATTEMPTS: a popup saying the account is temporarily locked after many failed logins." (ours) */
export const LOGIN_TOO_MANY_ATTEMPTS =
  'Bạn đã đăng nhập sai quá nhiều lần. Tài khoản tạm thời bị khoá, vui lòng thử lại sau.';
/** 000 §8 "CAPTCHA_FAILED: a popup with Error1003." (ours, carrying the code) */
export const LOGIN_CAPTCHA_FAILED = 'Xác minh không thành công, vui lòng thử lại. (Error1003)';
/** 000 §8 "Any other failure: 'Tài liệu của bạn không chính xác...'." */
export const LOGIN_FAILED = 'Tài liệu của bạn không chính xác...';

// ——— Register (000 §5, §8) ———

/** 000 §5 "maximum 10 ('Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.')" */
export const PHONE_TOO_LONG = 'Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.';
/** 000 §5 "must start with 0 ('Sai quy cách SĐT')"; 001 §5 "The first-digit check gives 'Sai quy cách SĐT'." */
export const PHONE_BAD_FORMAT = 'Sai quy cách SĐT';
/** 000 §5 "needs an uppercase letter, a lowercase letter and a digit, length 8 to 12" (ours) */
export const PASSWORD_RULE_MESSAGE =
  'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.';
/** 000 §5 "Confirmation must match ('Mật khẩu xác nhận không khớp với mật khẩu.'…)" */
export const REGISTER_CONFIRM_MISMATCH = 'Mật khẩu xác nhận không khớp với mật khẩu.';
/** 000 §5 "… else 'Mã xác nhận không hợp lệ'"; 001 §5 agency captcha */
export const CAPTCHA_INVALID = 'Mã xác nhận không hợp lệ';
/** 000 §8 "REGISTRATION_FORBIDDEN: a popup with Error1001." (ours, carrying the code) */
export const REGISTER_FORBIDDEN =
  'Không thể đăng ký tài khoản lúc này, vui lòng liên hệ CSKH để được hỗ trợ. (Error1001)';
/** 000 §8 "CAPTCHA_FAILED: a popup with Error1002." (ours, carrying the code) */
export const REGISTER_CAPTCHA_FAILED = 'Xác minh không thành công, vui lòng thử lại. (Error1002)';
/**
 * 000 §8 register "Otherwise: the phone is already registered, contact support." The spec's own
 * sentence for this meaning (001 §8 agency "Failure") is reused.
 */
export const PHONE_ALREADY_REGISTERED =
  'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.';

// ——— Password reset and change (000 §5, §8) ———

/** 000 §5 reset "failure text 'phone number invalid'" */
export const RESET_PHONE_INVALID = 'phone number invalid';
/** 000 §5 reset "failure text 'OTP code incorrect'" */
export const RESET_OTP_INCORRECT = 'OTP code incorrect';
/** 000 §5 reset "New password at least 6 characters (hint 'minimum 6 characters')" */
export const RESET_PASSWORD_HINT = 'minimum 6 characters';
/** 000 §5 "in the change-password modal 'Mật khẩu không trùng khớp.'" */
export const CHANGE_CONFIRM_MISMATCH = 'Mật khẩu không trùng khớp.';
/** 000 §5 "The change-password modal needs the old password" (ours) */
export const OLD_PASSWORD_REQUIRED = 'Vui lòng nhập mật khẩu cũ';
/** 000 §8 "PASSWORD_INCORRECT gives 'Mật khẩu cũ không đúng, Vui lòng thử lại !'" */
export const OLD_PASSWORD_INCORRECT = 'Mật khẩu cũ không đúng, Vui lòng thử lại !';
/** 000 §8 "Success PASSWORD_RESET_SUCCESS gives 'Mật khẩu đã được đặt lại thành công!'" */
export const PASSWORD_RESET_SUCCESS_TEXT = 'Mật khẩu đã được đặt lại thành công!';

// ——— Deposit (000 §2, §4, §5, §8) ———

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

// ——— Withdraw (001 §4, §5, §8) ———

/** 001 §5 "Empty or zero gives 'Vui lòng nhập số tiền'." */
export const WITHDRAW_AMOUNT_REQUIRED = 'Vui lòng nhập số tiền';
/** 001 §5 "Under 150 gives 'Số tiền rút tối thiểu từ 150 trở lên'." */
export const WITHDRAW_BELOW_MIN = 'Số tiền rút tối thiểu từ 150 trở lên';
/** 001 §5 "Above 100000 gives 'Số tiền rút vượt quá giới hạn 100,000 triệu'." */
export const WITHDRAW_ABOVE_MAX = 'Số tiền rút vượt quá giới hạn 100,000 triệu';
/** 001 §5 "… gives 'Bạn không có đủ số dư để thực hiện giao dịch này'."; 001 §8 "'Bạn không có đủ số dư...'" */
export const WITHDRAW_INSUFFICIENT = 'Bạn không có đủ số dư để thực hiện giao dịch này';
/** 001 §5 "Without a chosen bank the message is 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.'" */
export const WITHDRAW_NO_BANK = 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.';
/** 001 §8 "PLAYER_NOT_ALLOWED_TO_WITHDRAW shows 'Vui lòng đăng nhập vào tài khoản trước khi thực hiện rút tiền'." */
export const WITHDRAW_LOGIN_FIRST = 'Vui lòng đăng nhập vào tài khoản trước khi thực hiện rút tiền';
/** 001 §4 "a modal 'Tính năng rút tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.'" */
export const WITHDRAW_LOCKED =
  'Tính năng rút tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.';
/** 001 §8 lookup "NUMBER_OR_USER_ID_NOT_VALID shows a text asking to log in before withdrawing and to log in to add a bank account." (ours) */
export const LOOKUP_LOGIN_FIRST =
  'Vui lòng đăng nhập trước khi rút tiền. Đăng nhập để thêm tài khoản ngân hàng.';
/** 001 §8 lookup "INVALID_PHONE_NUMBER asks the user to re-verify the phone or contact support." (ours) */
export const LOOKUP_INVALID_PHONE =
  'Vui lòng kiểm tra lại số điện thoại hoặc liên hệ CSKH để được hỗ trợ.';
/** 001 §8 lookup "BANK_NOT_AVAILABLE asks the user to log in and add a bank." (ours) */
export const LOOKUP_NO_BANK = 'Vui lòng đăng nhập và thêm tài khoản ngân hàng.';
/** 001 §8 "PLAYER_NOT_ALLOWED_TO_WITHDRAW: 'Withdrawal is disabled. Contact support.'" */
export const WITHDRAW_DISABLED_EN = 'Withdrawal is disabled. Contact support.';
/** 001 §8 "LESS_THEN_MINIMUM_LIMIT: 'Withdrawal amount is below the minimum limit.'" */
export const WITHDRAW_BELOW_MIN_EN = 'Withdrawal amount is below the minimum limit.';
/** 001 §8 "INSUFFICIENT_BALANCE: 'Insufficient balance.'" */
export const INSUFFICIENT_BALANCE_EN = 'Insufficient balance.';
/** 001 §8 "HTTP 403 (pending request): 'A pending request is in process. Please try again later.'" */
export const WITHDRAW_PENDING_EN = 'A pending request is in process. Please try again later.';
/** 001 §8 "HTTP 401: 'A deposit request is required before withdrawal.'" */
export const WITHDRAW_DEPOSIT_REQUIRED_EN = 'A deposit request is required before withdrawal.';
/** 001 §8 "'Account Not Activated': 'Please activate your account first.'" */
export const WITHDRAW_NOT_ACTIVATED_EN = 'Please activate your account first.';
/** 001 §8 "The message 'not enough money': 'Insufficient funds.'" */
export const INSUFFICIENT_FUNDS_EN = 'Insufficient funds.';
/** 001 §8 "Anything else: 'An unexpected error occurred. Please try again.'" */
export const UNEXPECTED_ERROR_EN = 'An unexpected error occurred. Please try again.';
/** 001 §8 "Withdraw error codes also include … WITHDRAW_LIMIT_OVER." (ours) */
export const WITHDRAW_LIMIT_OVER_TEXT = 'Bạn đã vượt quá hạn mức rút tiền cho phép.';

// ——— Bank accounts (001 §5, §8) ———

/** 001 §5 "The hint is 'Tên tài khoản viết IN HOA, không dấu, không có số.'" */
export const HOLDER_NAME_HINT = 'Tên tài khoản viết IN HOA, không dấu, không có số.';
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

// ——— Game and points transfers, balances (001 §4, §5, §8) ———

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

// ——— Game Links, notifications (000 §2, 001 §2) ———

/** 000 §2 Game Links "or an 'account being created' notice" — ours. */
export const GAME_ACCOUNT_CREATING = 'Tài khoản trò chơi của bạn đang được tạo.';
/** 000 §2 Game Links "A hint says an account is created within 5 minutes." — ours. */
export const GAME_ACCOUNT_HINT = 'Tài khoản sẽ được tạo trong vòng 5 phút.';
/** 001 §2 Notifications "The empty state is 'no new messages'." (English in the spec, shown as written) */
export const NOTIFICATIONS_EMPTY = 'no new messages';

// ——— Activation (000 §4, 001 §4) ———

/** 000 §4 "shows a spinner with 'Vui lòng chờ cấp tài khoản trong giây lát…'" */
export const ACTIVATION_WAIT = 'Vui lòng chờ cấp tài khoản trong giây lát…';
/** 000 §4 "the message that the account is not activated or no transfer was made" (ours) */
export const ACTIVATION_NOT_ACTIVATED = 'Tài khoản chưa được kích hoạt hoặc bạn chưa chuyển khoản.';
/** 000 §4 "the player is asked to deposit to activate, with a 'Nạp Tiền' link" (ours, without the link text) */
export const ACTIVATION_DEPOSIT_PROMPT = 'Vui lòng nạp tiền để kích hoạt tài khoản.';
/** 000 §4 "with a 'Nạp Tiền' link" */
export const DEPOSIT_LINK_LABEL = 'Nạp Tiền';

// ——— Agency (001 §5, §8) ———

/** 001 §5 "The phone must be exactly 10 digits ('Vui lòng nhập 10 chữ số cho số điện thoại')." */
export const AGENCY_PHONE_10_DIGITS = 'Vui lòng nhập 10 chữ số cho số điện thoại';
/** 001 §5 "The password must be 8 to 13 characters ('Mật khẩu phải có từ 8 đến 13 ký tự')." */
export const AGENCY_PASSWORD_LENGTH = 'Mật khẩu phải có từ 8 đến 13 ký tự';
/** 001 §5 "Confirm password must equal the password ('Mật khẩu không phù hợp.')." */
export const AGENCY_CONFIRM_MISMATCH = 'Mật khẩu không phù hợp.';
/** 001 §5 "The name is required." (ours) */
export const AGENCY_NAME_REQUIRED = 'Vui lòng nhập họ tên';
/** 001 §8 agency "Success: 'Chúng tôi đã nhận được thông tin của bạn. …'" */
export const AGENCY_SUCCESS =
  'Chúng tôi đã nhận được thông tin của bạn. Chúng tôi sẽ liên lạc với bạn trong vòng 48 giờ.';

// ——— Labels that rules produce (001 §2, §4) ———

/** 001 §2 "the real-money conversion, labelled 'Thực tế'" */
export const REAL_AMOUNT_LABEL = 'Thực tế';
/** 000 §2 "a 'Triệu' (million) label is also understood" */
export const TRIEU_LABEL = 'Triệu';
/** 001 §2 "Min and max are displayed as 'Tối thiểu:' and 'Tối đa:'" */
export const MIN_LABEL = 'Tối thiểu:';
/** 001 §2 "Min and max are displayed as 'Tối thiểu:' and 'Tối đa:'" */
export const MAX_LABEL = 'Tối đa:';
/** 001 §4 transaction is_approved 0 */
export const STATUS_PENDING = 'Đang chờ';
/** 001 §4 transaction is_approved 1 */
export const STATUS_APPROVED = 'Đã phê duyệt';
/** 001 §4 transaction is_approved 2 (and any other value) */
export const STATUS_REJECTED = 'Từ chối';
/** 001 §4 transaction is_approved 3 or 4 */
export const STATUS_PROCESSING = 'Đang xử lý';

// ——— Login and register links (000 §2) ———

/** 000 §2 "A visitor sees 'Đăng Nhập' (to /login) and 'Đăng ký' (to /register)." */
export const LOGIN_LINK_LABEL = 'Đăng Nhập';
/** 000 §2 "A visitor sees 'Đăng Nhập' (to /login) and 'Đăng ký' (to /register)." */
export const REGISTER_LINK_LABEL = 'Đăng ký';

// ——— Home quick links, invite, game links (000 §2) ———

/** 000 §2 "A visitor sees a 'Đăng nhập' tile to /login." */
export const HOME_LOGIN_TILE = 'Đăng nhập';
/** 000 §2 "Then tiles NẠP TIỀN (/deposit), RÚT TIỀN (/withdraw), Đại Lý (/agent/register)" */
export const HOME_DEPOSIT_TILE = 'NẠP TIỀN';
/** 000 §2 "Then tiles NẠP TIỀN (/deposit), RÚT TIỀN (/withdraw), Đại Lý (/agent/register)" */
export const HOME_WITHDRAW_TILE = 'RÚT TIỀN';
/** 000 §2 "Then tiles NẠP TIỀN (/deposit), RÚT TIỀN (/withdraw), Đại Lý (/agent/register)" */
export const HOME_AGENT_TILE = 'Đại Lý';
/** 000 §2 "and, when logged in, an 'Invite' tile" */
export const HOME_INVITE_TILE = 'Invite';
/** 000 §2 the wallet tile "shows the balance or '-'" — its label is the spec's 'Số dư'. */
export const HOME_WALLET_TILE = 'Số dư';
/** 001 §2 all wallets "shows the total balance" — the home wallet popup's title. */
export const ALL_WALLETS_TITLE = 'Tổng số dư';
/** The invite link was copied (ours). */
export const INVITE_COPIED = 'Đã sao chép link mời bạn bè.';
/** The invite link was shared (ours). */
export const INVITE_SHARED = 'Đã chia sẻ link mời bạn bè.';
/** Neither share nor copy worked: the link is shown to copy by hand (ours). */
export const INVITE_COPY_FAILED = 'Không sao chép được, vui lòng sao chép link bên dưới.';
/** 000 §2 Game Links "A visitor sees it without links" — the prompt to log in (ours). */
export const GAME_LINKS_LOGIN_PROMPT =
  'Vui lòng đăng nhập để xem tài khoản trò chơi và link vào game.';

// ——— Account pages: password change, profile, notifications (000 §2, 001 §2) ———

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
/** 001 §2 Profile: the account info could not be loaded (ours). */
export const PROFILE_LOAD_FAILED =
  'Không tải được thông tin tài khoản, vui lòng tải lại trang hoặc liên hệ CSKH.';
/** 001 §2 Profile: the retry button after a failed load (ours). */
export const RETRY_LABEL = 'Thử lại';
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
