// The reality check (issue 27 §5, texts ours, docs/decisions.md): loaded with the reminder and the
// profile's setting, not with the first page.

/** The reminder's title. */
export const REALITY_CHECK_TITLE = 'Nhắc nhở thời gian chơi';
/** How long the session has lasted and since when, e.g. 'Bạn đã chơi 1 giờ 5 phút (từ 26/11/2026 14:05).' */
export const realityCheckPlayed = (duration: string, since: string) =>
  `Bạn đã chơi ${duration} (từ ${since}).`;
/** The two figures of the session. */
export const REALITY_CHECK_DEPOSITED = 'Đã nạp trong phiên này';
export const REALITY_CHECK_WITHDRAWN = 'Đã rút trong phiên này';
/** While the history is read. */
export const REALITY_CHECK_READING = 'Đang đọc lịch sử giao dịch…';
/** The history could not be read: never a 0. */
export const REALITY_CHECK_UNREAD =
  'Không đọc được số tiền nạp và rút của phiên này. Vui lòng thử lại hoặc xem lịch sử giao dịch.';
/** The reminder's link to the history. */
export const REALITY_CHECK_HISTORY = 'Xem lịch sử giao dịch';
/** The reminder's way out. */
export const REALITY_CHECK_LOGOUT = 'Đăng xuất';
/** The reminder's way on. */
export const REALITY_CHECK_CONTINUE = 'Tiếp tục chơi';
/** The profile's setting: its label, its hint and its choices. */
export const REALITY_CHECK_SETTING = 'Nhắc thời gian chơi';
export const REALITY_CHECK_SETTING_HINT =
  'Sau mỗi khoảng thời gian này, bạn được nhắc đã chơi bao lâu và đã nạp, rút bao nhiêu. Lựa chọn được lưu trên thiết bị này.';
export const realityCheckEvery = (minutes: number) => `Mỗi ${minutes} phút`;
export const REALITY_CHECK_OFF = 'Tắt';
/** A duration in words: hours and minutes. */
export const durationWords = (hours: number, minutes: number) =>
  [hours > 0 ? `${hours} giờ` : '', minutes > 0 || hours === 0 ? `${minutes} phút` : '']
    .filter(Boolean)
    .join(' ');
