import { describe, expect, it } from 'vitest';
import { ANDROID_GUIDE_STEPS, IOS_GUIDE_STEPS } from '../screens';
import { ANDROID_STEPS, IOS_STEPS, stepImageAlt, stepLabel } from './downloads';

describe('the install guides’ step captions', () => {
  it('001 §9 "The Android guide has 9 steps and the iOS guide has 4.": one caption per step', () => {
    expect(ANDROID_STEPS).toHaveLength(ANDROID_GUIDE_STEPS);
    expect(IOS_STEPS).toHaveLength(IOS_GUIDE_STEPS);
  });

  it('a step picture’s alt text says its number and what it shows', () => {
    expect(stepLabel(3)).toBe('Bước 3');
    expect(stepImageAlt(2, IOS_STEPS[1])).toBe('Bước 2: Bấm nút Chia sẻ');
  });
});
