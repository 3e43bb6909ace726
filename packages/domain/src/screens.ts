/**
 * What the spec fixes about screens (section 9 of both documents) that no rule here uses: the
 * screens (@wallet/ui, the shell, the sites) read them. Times are in milliseconds.
 */

/** 000 §9 "Loading overlay: hidden after 3 s"; 001 §9 "The loading overlay hides after 3000 ms." */
export const LOADING_OVERLAY_MS = 3000;

/** 000 §9 "Banner rotation: 5 s" */
export const BANNER_ROTATION_MS = 5000;

/** 000 §9 "Redirect frame loader timeout: 15 s" */
export const PAYMENT_FRAME_LOADER_MS = 15_000;

/** 001 §9 "The announcement image height is 173px." */
export const ANNOUNCEMENT_IMAGE_HEIGHT_PX = 173;

/** 001 §9 "The Android guide has 9 steps and the iOS guide has 4." */
export const ANDROID_GUIDE_STEPS = 9;
/** 001 §9 "The Android guide has 9 steps and the iOS guide has 4." */
export const IOS_GUIDE_STEPS = 4;
