import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CaptchaField } from './CaptchaField';
import { captchaImage } from './captcha-image';
import '../tokens.css';

afterEach(cleanup);

/** A 360 px phone's form: the screen less its 16 px margins. */
const PHONE_FORM = 360 - 2 * 16;

function renderAt(width: number) {
  render(
    <div style={{ width }}>
      <CaptchaField
        value=""
        onChange={() => undefined}
        imageSrc={captchaImage('K8WIN', () => 0.5)}
        onRefresh={() => undefined}
      />
    </div>,
  );
  return screen.getByRole<HTMLImageElement>('img', { name: 'Ảnh mã xác nhận' });
}

describe('CaptchaField on a phone (issue 46 §1 "The captcha is shown whole at its natural proportions")', () => {
  it.each([PHONE_FORM, 390 - 2 * 16])(
    'in a %i px form the picture is drawn whole, at its own size, and its refresh is a 44 px target',
    async (width) => {
      const picture = renderAt(width);
      await expect.poll(() => picture.complete && picture.naturalWidth > 0).toBe(true);
      const drawn = picture.getBoundingClientRect();
      const box = picture.parentElement!.getBoundingClientRect();
      // Not squeezed by the input beside it: 'K8WIN' read as '8 WI' in a 42 px box.
      expect(Math.round(drawn.width)).toBe(picture.naturalWidth);
      expect(Math.round(drawn.height)).toBe(picture.naturalHeight);
      expect(box.width).toBeGreaterThanOrEqual(drawn.width);
      const refresh = screen
        .getByRole('button', { name: 'Đổi mã xác nhận khác' })
        .getBoundingClientRect();
      expect(Math.min(refresh.width, refresh.height)).toBeGreaterThanOrEqual(44);
      expect(refresh.right).toBeLessThanOrEqual(width + 0.5);
    },
  );
});
