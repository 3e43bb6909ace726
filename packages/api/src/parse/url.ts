// Which upstream URLs may reach a screen. The scheme is read the way a browser reads it (the WHATWG
// URL parser drops leading spaces and control characters and any tab or newline, and ignores case),
// so ' JAVASCRIPT:…' or 'java\tscript:…' is caught as what it is. A relative URL resolves against
// the page, so it keeps the page's http(s).
//
// Protocol-relative '//host/path' is allowed: it takes the page's scheme, so it can only be an
// http(s) link to another site, which an absolute 'https://host/path' may be anyway.

const PAGE = 'https://page.invalid/';

function schemeOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    return new URL(value, PAGE).protocol;
  } catch {
    return null;
  }
}

const web = (scheme: string | null) => scheme === 'https:' || scheme === 'http:';

/** A link to follow or open: http(s) absolute or relative; anything else is null. */
export function safeLink(value: unknown): string | null {
  return web(schemeOf(value)) ? (value as string) : null;
}

/** An image to show: http(s), relative, or a `data:image/…` URL; anything else is null. */
export function safeImage(value: unknown): string | null {
  const scheme = schemeOf(value);
  if (web(scheme)) return value as string;
  return scheme === 'data:' && /^data:image\//i.test((value as string).trim())
    ? (value as string)
    : null;
}

/** The deposit QR: only a base64 PNG data URL, as the contract's `PaymentQr` says. */
export function safeQr(value: unknown): string | null {
  return typeof value === 'string' && /^data:image\/png;base64,[A-Za-z0-9+/=\s]*$/.test(value)
    ? value
    : null;
}
