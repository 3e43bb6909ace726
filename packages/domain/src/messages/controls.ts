// Labels of controls (WCAG 2.2.2 pause for moving content, retry after a failed load)

/** Stops a banner or notice line that moves on its own (ours). */
export const PAUSE_MOTION_LABEL = 'Tạm dừng';
/** Lets the banner slider advance on its own again (ours). */
export const BANNER_AUTOPLAY_LABEL = 'Tự động chuyển';
/** Lets the notice line scroll on its own again (ours). */
export const MARQUEE_AUTOPLAY_LABEL = 'Chạy chữ';
/** Loads again after a failed load: 001 §2 Profile's retry, the kit's ErrorState (ours). */
export const RETRY_LABEL = 'Thử lại';
