import { describe, expect, it } from 'vitest';
import * as m from './messages';

// Expected values copied by script from /work/shared/spec/texts.txt (the spec's texts, character for character).
const SPEC_TEXTS: ReadonlyArray<readonly [keyof typeof m, string]> = [
  ['SESSION_EXPIRED_MESSAGE', 'Session expired. Please login again.'],
  ['BANNERS_LOAD_FAILED', 'Failed to load banners'],
  ['NOT_FOUND_MESSAGE', 'Trang mà bạn đang tìm kiếm không tồn tại.'],
  ['TOO_MANY_REQUESTS', 'Too many requests. Only 1 request per second allowed.'],
  ['GAMES_EMPTY', 'Không tìm thấy trò chơi nào'],
  ['NETWORK_ERROR_TEXT', 'Lỗi mạng'],
  ['PROMOTIONS_EMPTY', 'Không tìm thấy khuyến mãi nào'],
  ['GENERIC_LOAD_ERROR', 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'],
  ['UNEXPECTED_APPLICATION_ERROR', 'Unexpected Application Error!'],
  ['TRY_REFRESHING_AGAIN', 'Try Refreshing Again'],
  ['RELOAD_WALLET', 'Tải lại ví'],
  ['TRANSFER_EVERYTHING', 'Chuyển mọi thứ vào tài khoản chính'],
  ['TRANSACTIONS_EMPTY', 'Không có giao dịch'],
  ['TRANSACTIONS_TAB_DEPOSIT', 'Nạp Tiền'],
  ['TRANSACTIONS_TAB_WITHDRAW', 'Rút Tiền'],
  ['SOMETHING_WENT_WRONG', 'Something went wrong'],
  ['TRANSACTION_SUCCESSFUL', 'Your transaction was successful!'],
  ['PROMOTION_LONG_TERM', 'Dài hạn'],
  ['PHONE_10_CHARS', 'Vui lòng nhập 10 ký tự'],
  ['LOGIN_PASSWORD_MIN_MESSAGE', 'Mật khẩu ít nhất 8 ký tự'],
  ['LOGIN_PASSWORD_INCORRECT', 'Mật khẩu bạn vừa nhập không đúng.'],
  ['LOGIN_FAILED', 'Tài liệu của bạn không chính xác...'],
  ['PHONE_TOO_LONG', 'Độ dài số điện thoại quá mức, chỉ nhập 10 chữ số.'],
  ['PHONE_BAD_FORMAT', 'Sai quy cách SĐT'],
  ['REGISTER_CONFIRM_MISMATCH', 'Mật khẩu xác nhận không khớp với mật khẩu.'],
  ['CAPTCHA_INVALID', 'Mã xác nhận không hợp lệ'],
  [
    'PHONE_ALREADY_REGISTERED',
    'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.',
  ],
  ['RESET_PHONE_INVALID', 'phone number invalid'],
  ['RESET_OTP_INCORRECT', 'OTP code incorrect'],
  ['RESET_PASSWORD_HINT', 'minimum 6 characters'],
  ['CHANGE_CONFIRM_MISMATCH', 'Mật khẩu không trùng khớp.'],
  ['OLD_PASSWORD_INCORRECT', 'Mật khẩu cũ không đúng, Vui lòng thử lại !'],
  ['PASSWORD_RESET_SUCCESS_TEXT', 'Mật khẩu đã được đặt lại thành công!'],
  ['DEPOSIT_NO_DECIMALS', 'Vui lòng chỉ nhập số không có giá trị thập phân'],
  ['DEPOSIT_LOCKED', 'Tính năng nạp tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.'],
  ['DEPOSIT_LOGIN_FIRST', 'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản'],
  ['PENDING_REQUEST', 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.'],
  ['AMOUNT_REQUIRED', 'Vui lòng nhập số tiền'],
  ['WITHDRAW_BELOW_MIN', 'Số tiền rút tối thiểu từ 150 trở lên'],
  ['WITHDRAW_ABOVE_MAX', 'Số tiền rút vượt quá giới hạn 100,000 triệu'],
  ['WITHDRAW_INSUFFICIENT', 'Bạn không có đủ số dư để thực hiện giao dịch này'],
  ['WITHDRAW_NO_BANK', 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.'],
  ['WITHDRAW_MODAL_TITLE', 'RÚT TIỀN'],
  ['WITHDRAW_MODAL_SUBMIT', 'Rút Tiền'],
  ['WITHDRAW_LOGIN_FIRST', 'Vui lòng đăng nhập vào tài khoản trước khi thực hiện rút tiền'],
  ['WITHDRAW_LOCKED', 'Tính năng rút tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.'],
  ['WITHDRAW_DISABLED_EN', 'Withdrawal is disabled. Contact support.'],
  ['WITHDRAW_BELOW_MIN_EN', 'Withdrawal amount is below the minimum limit.'],
  ['INSUFFICIENT_BALANCE_EN', 'Insufficient balance.'],
  ['WITHDRAW_PENDING_EN', 'A pending request is in process. Please try again later.'],
  ['WITHDRAW_DEPOSIT_REQUIRED_EN', 'A deposit request is required before withdrawal.'],
  ['WITHDRAW_NOT_ACTIVATED_EN', 'Please activate your account first.'],
  ['INSUFFICIENT_FUNDS_EN', 'Insufficient funds.'],
  ['UNEXPECTED_ERROR_EN', 'An unexpected error occurred. Please try again.'],
  ['HOLDER_NAME_HINT', 'Tên tài khoản viết IN HOA, không dấu, không có số.'],
  ['DIGITS_ONLY', 'Vui lòng chỉ nhập số'],
  ['ACCOUNT_NUMBER_TOO_SHORT', 'vui lòng nhập nhiều hơn 2 chữ số'],
  ['ADD_BANK_NETWORK_ERROR', 'lỗi mạng. Làm mới trang và thử lại'],
  ['ACCOUNT_NUMBER_TAKEN', 'Số tài khoản đã được lấy'],
  ['BANKS_EMPTY', 'Hiện tại không có ngân hàng nào, nhấp vào nút bên dưới để thêm ngân hàng.'],
  ['BANKS_EMPTY_AFTER_DELETE', 'Chưa có thông tin ngân hàng. Vui lòng thêm ngân hàng để tiếp tục.'],
  ['LEADING_ZERO', 'Vui lòng không nhập số bắt đầu bằng 0'],
  ['DECIMALS_NOT_ACCEPTED', 'Giá trị thập phân không được chấp nhận'],
  ['TWO_DECIMALS_ONLY', 'Chỉ chấp nhận hai số thập phân'],
  [
    'GAME_INSUFFICIENT_BALANCE',
    'Tài khoản của bạn không đủ số dư để chuyển điểm vào trò chơi. Vui lòng nạp tiền vào tài khoản.',
  ],
  ['CHOOSE_MINIMUM_POINTS', 'Vui lòng chọn điểm tối thiểu'],
  ['PENDING_WITHDRAW_TEXT', 'Sắp rút lui'],
  [
    'PENDING_TRANSACTION_TEXT',
    'Không thể chuyển điểm vào trò chơi vì đã có một yêu cầu chuyển điểm đang chờ xử lý.',
  ],
  ['BALANCE_NETWORK_ERROR_TEXT', 'Lỗi mạng cân bằng'],
  ['LACK_FUND_TEXT', 'Thiếu vốn'],
  ['ACCOUNT_DOESNT_EXIST_TEXT', 'Tài khoản không tồn tại'],
  ['BALANCE_NOT_SUPPORTED', 'KHÔNG ĐƯỢC HỖ TRỢ'],
  ['BALANCE_NETWORK_ERROR_DISPLAY', 'LỖI MẠNG'],
  ['BALANCE_FORBIDDEN', 'CẤM'],
  ['BALANCE_FETCH_FAILED', 'An unexpected error occured while fetching balance.'],
  ['TRANSFER_ALL_FAILED', 'Failed to transfer all points. Please try again.'],
  ['ACTIVATION_WAIT', 'Vui lòng chờ cấp tài khoản trong giây lát…'],
  ['DEPOSIT_LINK_LABEL', 'Nạp Tiền'],
  ['DEPOSIT_MODAL_TITLE', 'NẠP TIỀN'],
  ['DEPOSIT_TRANSFER_TITLE', 'Thông tin nạp tiền'],
  ['DEPOSIT_SUBMIT_LABEL', 'Nạp Tiền'],
  ['CHOOSE_BANK_LABEL', 'Chọn ngân hàng'],
  ['AGENCY_PHONE_10_DIGITS', 'Vui lòng nhập 10 chữ số cho số điện thoại'],
  ['AGENCY_PASSWORD_LENGTH', 'Mật khẩu phải có từ 8 đến 13 ký tự'],
  ['AGENCY_CONFIRM_MISMATCH', 'Mật khẩu không phù hợp.'],
  [
    'AGENCY_SUCCESS',
    'Chúng tôi đã nhận được thông tin của bạn. Chúng tôi sẽ liên lạc với bạn trong vòng 48 giờ.',
  ],
  ['AGENCY_TITLE', 'ĐẠI LÝ'],
  ['AGENCY_FORM_TITLE', 'Đăng ký Đại lý'],
  ['REAL_AMOUNT_LABEL', 'Thực tế'],
  ['TRIEU_LABEL', 'Triệu'],
  ['MIN_LABEL', 'Tối thiểu:'],
  ['MAX_LABEL', 'Tối đa:'],
  ['STATUS_PENDING', 'Đang chờ'],
  ['STATUS_APPROVED', 'Đã phê duyệt'],
  ['STATUS_REJECTED', 'Từ chối'],
  ['STATUS_PROCESSING', 'Đang xử lý'],
  ['LOGIN_LINK_LABEL', 'Đăng Nhập'],
  ['REGISTER_LINK_LABEL', 'Đăng ký'],
  ['HOME_LOGIN_TILE', 'Đăng nhập'],
  ['HOME_DEPOSIT_TILE', 'NẠP TIỀN'],
  ['HOME_WITHDRAW_TILE', 'RÚT TIỀN'],
  ['HOME_AGENT_TILE', 'Đại Lý'],
  ['HOME_WALLET_TILE', 'Số dư'],
  ['ALL_WALLETS_TITLE', 'Tổng số dư'],
];

describe('texts (000 §8, 001 §8, texts.txt)', () => {
  it.each(SPEC_TEXTS)('"%s" is the spec text exactly', (name, text) => {
    expect(m[name]).toBe(text);
  });

  it("the PENDING_WITHDRAW text: \"'Sắp rút lùi' (also spelled 'Sắp rút lui')\" shows 'Sắp rút lui'", () => {
    expect(m.PENDING_WITHDRAW_TEXT).toBe('Sắp rút lui');
  });

  it('the {max} template of 001 §8 "Mỗi tài khoản chỉ có thể thêm {max} ngân hàng duy nhất" keeps its placeholder', () => {
    expect(m.ADD_BANK_LIMIT_TEMPLATE).toBe(
      'Mỗi tài khoản chỉ có thể thêm {max} ngân hàng duy nhất. Để thêm tài khoản ngân hàng khác, Vui lòng liên hệ đội ngũ Chăm Sóc Khách Hàng',
    );
  });
});

describe('texts of the kit (ours)', () => {
  it('names the controls and the slow-request line', () => {
    expect(m.STILL_WORKING_TEXT).toBe('Đang xử lý, vui lòng chờ…');
    expect([m.PAUSE_MOTION_LABEL, m.BANNER_AUTOPLAY_LABEL, m.MARQUEE_AUTOPLAY_LABEL]).toEqual([
      'Tạm dừng',
      'Tự động chuyển',
      'Chạy chữ',
    ]);
    expect(m.RETRY_LABEL).toBe('Thử lại');
  });
});

describe('texts of the deposit page (ours)', () => {
  it('says when no provider can be offered', () => {
    expect(m.DEPOSIT_NO_METHODS).toBe(
      'Hiện chưa có phương thức nạp tiền nào. Vui lòng thử lại sau hoặc liên hệ Chăm sóc khách hàng.',
    );
  });
});

describe('texts of the all-wallets screen (ours)', () => {
  it("names the Da Ga section, the page and each game's controls", () => {
    expect([m.DAGA_SECTION_TITLE, m.ALL_WALLETS_PAGE_TITLE]).toEqual(['Đá gà', 'Tất cả ví']);
    expect(m.moveToMainLabel('Baccarat')).toBe('Chuyển điểm Baccarat về tài khoản chính');
  });
});

describe('texts of the play-game dialog (001 §2, texts.txt)', () => {
  it('uses the spec texts for its controls', () => {
    expect([m.PLAY_GAME_AMOUNT_LABEL, m.PLAY_GAME_TRANSFER_ALL_LABEL, m.PLAY_GAME_LABEL]).toEqual([
      'Chuyển điểm (VND)',
      'Chuyển tất cả điểm',
      'Chơi ngay',
    ]);
  });
  it('names what is ours', () => {
    expect(m.PLAY_GAME_BALANCE_LABEL).toBe('Số dư trò chơi');
    expect(m.PLAY_GAME_LINK_LABEL).toBe('Mở trò chơi');
    expect(m.PLAY_GAME_OPEN_PROMPT).toBe('Trò chơi đã sẵn sàng. Nhấn nút bên dưới để mở trò chơi.');
  });
});

describe('texts of the route error (ours)', () => {
  it("offers a reload and the way home under the spec's heading", () => {
    expect([m.ROUTE_ERROR_RELOAD, m.ROUTE_ERROR_HOME]).toEqual(['Tải lại trang', 'Về trang chủ']);
  });
});

describe('texts of the agency screen (ours)', () => {
  it('names the fields, the submit and its countdown', () => {
    expect([m.AGENCY_NAME_LABEL, m.AGENCY_CONFIRM_LABEL, m.AGENCY_SUBMIT_LABEL]).toEqual([
      'Họ và tên',
      'Xác nhận mật khẩu',
      'Gửi đăng ký',
    ]);
    expect(m.agencyWaitLabel('0:59')).toBe('Gửi lại sau 0:59');
  });
});

describe('texts of hiding the balance and the reality check (issue 27 §4, §5, ours)', () => {
  it('§4 names the toggle and what a hidden figure shows and says', () => {
    expect([m.HIDE_BALANCE_LABEL, m.MONEY_MASK, m.MONEY_HIDDEN]).toEqual([
      'Ẩn số dư',
      '******',
      'Đã ẩn',
    ]);
  });

  it('§5 words the reminder and the setting', () => {
    expect(m.realityCheckPlayed('1 giờ 5 phút', '26/11/2026 14:05')).toBe(
      'Bạn đã chơi 1 giờ 5 phút (từ 26/11/2026 14:05).',
    );
    expect(m.realityCheckEvery(30)).toBe('Mỗi 30 phút');
    expect([m.REALITY_CHECK_TITLE, m.REALITY_CHECK_OFF]).toEqual([
      'Nhắc nhở thời gian chơi',
      'Tắt',
    ]);
  });
});
