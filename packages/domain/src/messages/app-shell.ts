// The installed app: its name, the offline banner and the update prompt (issue 15 "Installable and
// resilient"). Every text here is ours.

/** The web app manifest's `name`: what the home screen's app list shows (ours). */
export const APP_NAME = 'Ví trò chơi';
/** The manifest's `short_name`: the label under the home screen icon, at most 12 characters (ours). */
export const APP_SHORT_NAME = 'Ví trò chơi';
/** The manifest's `description` (ours; the same as the HTML's meta description). */
export const APP_DESCRIPTION = 'Ví trò chơi trực tuyến: nạp tiền, rút tiền và chơi game bằng VND.';
/** Issue 15 "a Vietnamese offline screen when the network is gone": the banner's text (ours). */
export const OFFLINE_MESSAGE = 'Không có kết nối mạng. Vui lòng kiểm tra mạng và thử lại.';
/** Issue 15 "an update prompt when a new build is deployed": what the prompt says (ours). */
export const UPDATE_READY = 'Đã có phiên bản mới';
/** The update prompt's button: loads the new build (ours). */
export const UPDATE_ACTION = 'Cập nhật';
