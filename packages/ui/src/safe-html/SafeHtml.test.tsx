import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { imagesInHtml, sanitizeHtml } from './sanitize';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/** Each payload would set window.__pwned if it ran. */
const PAYLOADS = {
  script: '<p>Xin chào</p><script>window.__pwned = "script"</script>',
  imgOnerror: '<img src="data:x" alt="a" onerror="window.__pwned = \'onerror\'">',
  svgOnload: '<svg onload="window.__pwned = \'svg-onload\'"><circle r="1"></circle></svg>',
  bodyOnload: '<body onload="window.__pwned = \'body-onload\'">x</body>',
  javascriptUrl: '<a href="javascript:window.__pwned = \'js-url\'">Bấm vào đây</a>',
  encodedJavascriptUrl:
    '<a href="&#106;avascript:window.__pwned = \'encoded-js-url\'">Liên kết mã hoá</a>',
  iframe: '<iframe src="javascript:parent.__pwned = \'iframe\'"></iframe>',
  iframeSrcdoc: '<iframe srcdoc="<script>parent.__pwned = \'srcdoc\'</script>"></iframe>',
  formAction: '<form action="javascript:window.__pwned = \'form\'"><button>Gửi</button></form>',
  mathml: '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'">',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('SafeHtml', () => {
  beforeEach(() => {
    delete window.__pwned;
  });
  afterEach(() => {
    cleanup();
    delete window.__pwned;
  });

  for (const [name, payload] of Object.entries(PAYLOADS)) {
    it(`does not run the ${name} payload`, async () => {
      const { container } = render(<SafeHtml html={payload} />);
      await settle();
      expect(window.__pwned).toBeUndefined();
      const html = container.innerHTML.toLowerCase();
      expect(html).not.toContain('<script');
      expect(html).not.toContain('onerror');
      expect(html).not.toContain('onload');
      expect(html).not.toContain('javascript:');
      expect(html).not.toContain('<iframe');
    });
  }

  it('leaves a javascript: link harmless when it is clicked', async () => {
    render(<SafeHtml html={PAYLOADS.javascriptUrl} />);
    const link = screen.getByText('Bấm vào đây');
    expect(link.getAttribute('href')).toBeNull();
    await userEvent.click(link);
    await settle();
    expect(window.__pwned).toBeUndefined();
  });

  it('forces target=_blank links to rel="noopener noreferrer"', () => {
    render(
      <SafeHtml html='<a href="https://example.test/khuyen-mai" target="_blank" rel="opener">Xem</a><a href="https://example.test/b" target="_top">Khác</a>' />,
    );
    for (const name of ['Xem', 'Khác']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('keeps ordinary formatting, images and links', () => {
    const clean = sanitizeHtml(
      '<h3>Khuyến mãi</h3><p><strong>Nạp</strong> lần đầu</p><img src="https://example.test/a.png" alt="Ảnh"><a href="/promotions">Xem</a>',
    );
    expect(String(clean)).toBe(
      '<h3>Khuyến mãi</h3><p><strong>Nạp</strong> lần đầu</p><img src="https://example.test/a.png" alt="Ảnh"><a href="/promotions">Xem</a>',
    );
  });

  // Issue 39 §1: "The one HTML sink goes through a policy built on DOMPurify (RETURN_TRUSTED_TYPE)".
  it('hands the HTML sink a TrustedHTML signed by DOMPurify, never a string, where the browser has Trusted Types', () => {
    const clean = sanitizeHtml('<p>Xin chào</p><script>window.__pwned = 1</script>');
    // Chromium's Trusted Types (TypeScript's DOM types do not have them yet).
    const { trustedTypes } = window as { trustedTypes?: { isHTML: (value: unknown) => boolean } };
    expect(trustedTypes?.isHTML(clean)).toBe(true);
    expect(String(clean)).toBe('<p>Xin chào</p>');
  });

  it("reads the cleaned HTML's pictures without putting it in the page", () => {
    expect(
      imagesInHtml(
        '<p>a</p><img src="https://example.test/a.png" onerror="window.__pwned = 1"><img alt="none"><img src="javascript:alert(1)">',
      ),
    ).toEqual(['https://example.test/a.png']);
    expect(document.querySelector('img[src="https://example.test/a.png"]')).toBeNull();
    expect(window.__pwned).toBeUndefined();
  });

  it('renders nothing for empty content', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.textContent).toBe('');
  });
});
