import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_HREF, linkManifest } from './manifest';

afterEach(() =>
  document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()),
);

describe('the manifest is linked after the first screen (issue 26)', () => {
  it('links the manifest vite-plugin-pwa writes, once however often it is asked', () => {
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(MANIFEST_HREF);
  });
});
