import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** One DOMPurify instance of the kit's own, so its hook never leaks into another user of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('target')) return;
    // A link that leaves the page opens a new tab that can never reach back into this one.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/** What the kit lets through of upstream HTML (see `sanitizeHtml`). */
const CONFIG = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'base',
    'meta',
    'link',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href', 'action'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Cleans upstream HTML (announcements, promotions): no scripts, no event handlers, no
 * javascript: URLs (DOMPurify's default URI rule), no frames, forms or styles; links keep their target only as
 * _blank with rel="noopener noreferrer".
 *
 * Where the browser enforces Trusted Types (the sites' policy: `require-trusted-types-for 'script'`),
 * the result is a `TrustedHTML` signed by DOMPurify's own policy (`dompurify`, named in the sites'
 * `trusted-types`), the one value an HTML sink accepts; elsewhere (jsdom, older browsers) a string.
 */
export function sanitizeHtml(html: string): TrustedHTML | string {
  if (typeof window === 'undefined') return '';
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

/**
 * The addresses of the pictures the cleaned HTML shows, read from DOMPurify's own inert document:
 * no HTML string reaches a sink of the page, and nothing is fetched.
 */
export function imagesInHtml(html: string): string[] {
  if (typeof window === 'undefined') return [];
  // The body of DOMPurify's own document, never adopted into the page's.
  const body = getPurifier().sanitize(html, { ...CONFIG, RETURN_DOM: true }) as Element;
  return Array.from(body.querySelectorAll('img'), (img) => img.getAttribute('src') ?? '').filter(
    Boolean,
  );
}
