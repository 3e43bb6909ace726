import { describe, expect, it } from 'vitest';
import { captchaImage } from './captcha-image';

/** The letters drawn in the picture, in order. */
const lettersOf = (src: string) =>
  [...decodeURIComponent(src.split(',')[1] ?? '').matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1])
    .join('');

describe('captchaImage', () => {
  it('draws the word letter by letter in an SVG picture, not as one text', () => {
    const src = captchaImage('mxyz');
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(lettersOf(src)).toBe('mxyz');
    expect(decodeURIComponent(src)).not.toContain('>mxyz<');
  });

  it('shakes the letters and the noise differently each time it is drawn', () => {
    expect(captchaImage('mxyz')).not.toBe(captchaImage('mxyz'));
    const fixed = () => 0.5;
    expect(captchaImage('mxyz', fixed)).toBe(captchaImage('mxyz', fixed));
  });
});
