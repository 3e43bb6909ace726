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

/**
 * Cleans upstream HTML (announcements, promotions): no scripts, no event handlers, no
 * javascript: URLs (DOMPurify's default URI rule), no frames, forms or styles; links keep their target only as
 * _blank with rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return getPurifier().sanitize(html, {
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
  });
}
