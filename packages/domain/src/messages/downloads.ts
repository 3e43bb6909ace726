// Downloads: the cards, the Android and iOS install guides, the image viewer (001 §2, §9)

/** 001 §2 "Downloads (/downloads, /android, /ios)": the cards page's title (ours). */
export const DOWNLOADS_TITLE = 'Tải ứng dụng';
/** 001 §2 "/downloads: cards for iOS (/ios)" — the card's name. */
export const DOWNLOADS_IOS_CARD = 'iOS';
/** 001 §2 "cards for iOS (/ios)" — the card's second line (ours). */
export const DOWNLOADS_IOS_DETAIL = 'iPhone, iPad';
/** 001 §2 "/downloads: cards for … Android (/android)" — the card's name. */
export const DOWNLOADS_ANDROID_CARD = 'Android';
/** 001 §2 "cards for … Android (/android)" — the card's second line (ours). */
export const DOWNLOADS_ANDROID_DETAIL = 'Tệp APK';
/** 001 §2 "and 'open in browser' (copies the current URL)" — the card's name (ours, in Vietnamese). */
export const DOWNLOADS_BROWSER_CARD = 'Mở bằng trình duyệt';
/** 001 §2 "'open in browser' (copies the current URL)" — the card's second line (ours). */
export const DOWNLOADS_BROWSER_DETAIL = 'Sao chép địa chỉ';
/** 001 §2 "'open in browser' (copies the current URL)": the address was copied (ours). */
export const DOWNLOADS_ADDRESS_COPIED = 'Đã sao chép địa chỉ trang. Hãy dán vào trình duyệt để mở.';
/** 001 §2 "'open in browser' (copies the current URL)": the clipboard refused; the address is shown to copy by hand (ours). */
export const DOWNLOADS_COPY_FAILED =
  'Không sao chép được, vui lòng sao chép địa chỉ bên dưới và dán vào trình duyệt.';
/** The read-only field that holds the address when the clipboard refused (ours). */
export const DOWNLOADS_ADDRESS_LABEL = 'Địa chỉ trang';
/** 001 §2 "/ios: four step images" — the guide's title (ours). */
export const IOS_GUIDE_TITLE = 'Cài đặt trên iOS';
/** 001 §2 "/android: a download link for an app package file and nine step images" — the guide's title (ours). */
export const ANDROID_GUIDE_TITLE = 'Cài đặt trên Android';
/** 001 §2 "/android: a download link for an app package file" — the link's text (ours). */
export const ANDROID_DOWNLOAD_LINK = 'Tải tệp cài đặt (APK)';
/** The guide pages' link back to the cards (ours). */
export const DOWNLOADS_BACK_LINK = 'Tất cả cách cài đặt';
/** 001 §2 "nine step images" / "four step images": the list's name (ours). */
export const STEP_IMAGES_LABEL = 'Các bước cài đặt';
/** A step's number, on its thumbnail and in its picture (ours). */
export const stepLabel = (step: number): string => `Bước ${step}`;
/** What a step's image shows, its alt text and the name of the button that opens it (ours). */
export const stepImageAlt = (step: number, caption: string): string =>
  `${stepLabel(step)}: ${caption}`;

/**
 * 001 §9 "The Android guide has 9 steps": what each step image shows (ours: the spec has no
 * screenshots; a usual install of an app package from outside the store).
 */
export const ANDROID_STEPS = [
  'Bấm nút Tải tệp cài đặt (APK)',
  'Bấm Tải xuống để xác nhận',
  'Mở tệp wallet.apk vừa tải',
  'Bấm Cài đặt trong hộp thoại',
  'Bật Cho phép từ nguồn này',
  'Quay lại và bấm Cài đặt',
  'Chờ cài đặt hoàn tất',
  'Bấm Mở để mở ứng dụng',
  'Đăng nhập và bắt đầu chơi',
] as const;

/**
 * 001 §9 "the iOS guide has 4": what each step image shows (ours: adding the site to the Home
 * Screen from Safari).
 */
export const IOS_STEPS = [
  'Mở trang này bằng Safari',
  'Bấm nút Chia sẻ',
  'Chọn Thêm vào MH chính',
  'Bấm Thêm ở góc trên',
] as const;

/** The image viewer's close button (ours). */
export const IMAGE_VIEWER_CLOSE = 'Đóng';
/** The downloads screens' offer to install the player site where the browser allows it (ours). */
export const INSTALL_APP_LABEL = 'Cài đặt ứng dụng';
