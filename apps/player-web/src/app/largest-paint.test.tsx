import { describe, expect, it } from 'vitest';
import { openPage } from '../test/render';

/** The high-priority preload react-dom put in the head for `picture`, if any. */
function preloadOf(picture: RegExp): HTMLLinkElement | undefined {
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  return links.find((link) => picture.test(link.href));
}

// Issue 26: a page whose largest paint is a list's first picture asks for it the moment the list
// arrives, with high priority, not once the list has rendered. Each URL is preloaded once per
// document, so each page's check comes first in this file.
describe('the largest picture is asked for with its list', () => {
  it("/: the first banner's picture", async () => {
    const { screen } = await openPage('/');
    const banner = await screen.findByRole('img', { name: 'Banner 1/3' });
    expect(banner.getAttribute('src')).toMatch(/banners\/chao-mung\.svg$/);
    const link = preloadOf(/banners\/chao-mung\.svg$/);
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it("/promotions: the first promotion's picture", async () => {
    const { screen } = await openPage('/promotions');
    const first = await screen.findByRole('button', { name: /Thưởng nạp đầu 100%/ });
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(/promotions\/nap-dau\.svg$/);
    const link = preloadOf(/promotions\/nap-dau\.svg$/);
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(preloadOf(/promotions\/hoan-tra/)).toBeUndefined();
  });
});
