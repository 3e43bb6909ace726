import { describe, expect, it } from 'vitest';
import { safeImage, safeLink, safeQr } from './url';

describe('links are safe: only http(s) absolute and relative URLs', () => {
  it.each([
    'https://ok.vn',
    'http://ok.vn/khuyen-mai?id=1',
    '/relative',
    'relative/path',
    '?tab=deposit',
    // Protocol-relative takes the page's scheme: only ever an http(s) link to another site.
    '//evil.example',
  ])('keeps %j', (url) => {
    expect(safeLink(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    '\tJaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'http://',
    'https://exa mple.vn',
    '',
    '   ',
    null,
    undefined,
    42,
  ])('turns %j into null', (url) => {
    expect(safeLink(url)).toBeNull();
  });
});

describe('images: http(s), relative and data:image URLs only', () => {
  it.each([
    'https://cdn.vn/a.png',
    '/__sandbox/assets/a.svg',
    'img/a.png',
    'data:image/png;base64,iVBO',
  ])('keeps %j', (url) => {
    expect(safeImage(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    ' data:text/html;base64,PHNjcmlwdD4=',
    'blob:x',
  ])('turns %j into null', (url) => {
    expect(safeImage(url)).toBeNull();
  });
});

describe('payment_qr allows only data:image/png;base64,…', () => {
  it('keeps a base64 PNG', () => {
    expect(safeQr('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it.each([
    'https://qr.vn/a.png',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png;base64,<x>',
    null,
  ])('turns %j into null', (url) => {
    expect(safeQr(url)).toBeNull();
  });
});
