import { screen } from '@testing-library/react';

/** The word drawn in the register captcha picture (an SVG data: URL). */
export function captchaWord(): string {
  const src = screen.getByRole('img', { name: 'Ảnh mã xác nhận' }).getAttribute('src') ?? '';
  const svg = decodeURIComponent(src.split(',')[1] ?? '');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

/** A password input by its label (the show/hide control is a button, not an input). */
export const passwordInput = (label: string) => screen.getByLabelText(label, { selector: 'input' });
