import { describe, expect, it } from 'vitest';
import {
  ANDROID_GUIDE_STEPS,
  ANNOUNCEMENT_IMAGE_HEIGHT_PX,
  BANNER_ROTATION_MS,
  IOS_GUIDE_STEPS,
  LOADING_OVERLAY_MS,
  PAYMENT_FRAME_LOADER_MS,
} from './screens';

describe('what the spec fixes about screens (000 §9, 001 §9)', () => {
  it.each([
    ['000 §9 "Banner rotation: 5 s"', [BANNER_ROTATION_MS], [5000]],
    ['000 §9 "Redirect frame loader timeout: 15 s"', [PAYMENT_FRAME_LOADER_MS], [15_000]],
    ['000 §9 "Loading overlay: hidden after 3 s"', [LOADING_OVERLAY_MS], [3000]],
    ['001 §9 "The loading overlay hides after 3000 ms."', [LOADING_OVERLAY_MS], [3000]],
    [
      '001 §9 "The Android guide has 9 steps and the iOS guide has 4."',
      [ANDROID_GUIDE_STEPS, IOS_GUIDE_STEPS],
      [9, 4],
    ],
    ['001 §9 "The announcement image height is 173px."', [ANNOUNCEMENT_IMAGE_HEIGHT_PX], [173]],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
