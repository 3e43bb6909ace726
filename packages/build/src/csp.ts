/**
 * The response headers a built site is served with, made from the same build environment (`VITE_*`)
 * the site's code reads, so the policy a host sends always matches what that build talks to. Written
 * beside the build as `_headers.json` (see `headersPlugin`), rendered for nginx by
 * `deploy/render.mjs` and read by the sandbox's static server.
 */

/** Where Cloudflare Turnstile's script and challenge frame come from (when a site key is set). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * Where VietQR's list of bank apps keeps their logos (@wallet/domain's BANK_APP_LOGO_ORIGIN): the
 * deposit's bank-app chooser shows them (issue 37 §1), asked for with no referrer.
 */
export const BANK_APP_LOGO_ORIGIN = 'https://play-lh.googleusercontent.com';

/** The file a build writes its headers to, in the build's root (never served to players). */
export const HEADERS_FILE = '_headers.json';

/** The headers every site sends, in the order hosts write them. */
export const HEADER_NAMES = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
] as const;

export type SecurityHeaders = Record<(typeof HEADER_NAMES)[number], string>;

/** What `_headers.json` holds. */
export interface HeadersFile {
  /** Sent with every response of the site. */
  headers: SecurityHeaders;
}

type Env = Record<string, string | undefined>;

const SANDBOX_TRACKER = 'http://localhost:4010';

/** A list variable: origins separated by spaces or commas; each must be a URL (its origin is kept). */
function origins(env: Env, key: string): string[] {
  const raw = env[key]?.trim();
  if (!raw) return [];
  return raw.split(/[\s,]+/).map((value) => {
    try {
      return new URL(value).origin;
    } catch {
      throw new Error(`${key}: '${value}' is not an origin (e.g. https://pay.example.vn)`);
    }
  });
}

const single = (env: Env, key: string): string[] => (env[key] ? [new URL(env[key]).origin] : []);

/**
 * The sandbox runs on localhost, and each browser-test worker has a sandbox of its own on 4010 + its
 * index that names itself as the API: a localhost upstream is allowed on any port.
 */
function widenLocalhost(list: string[]): string[] {
  return [
    ...new Set(
      list.map((origin) => {
        const url = new URL(origin);
        return url.hostname === 'localhost' || url.hostname === '127.0.0.1'
          ? `${url.protocol}//${url.hostname}:*`
          : origin;
      }),
    ),
  ];
}

/**
 * The site's Content-Security-Policy, from its build environment:
 * - `connect-src`: the tracker (`VITE_TRACKER_BASE`), the fixed API base (`VITE_API_BASE`), the
 *   API origins the tracker may name (`VITE_API_ORIGINS`, ours: the tracker answers at run time) and
 *   the error-report and analytics addresses when set (`VITE_ERROR_REPORT_URL`, `VITE_ANALYTICS_URL`);
 * - `img-src`: the same upstream origins and `VITE_IMAGE_ORIGINS` (ours: where the upstream's banners,
 *   game and payment-method images live), plus `data:` (the kit's drawn icons and guide pictures)
 *   and the bank apps' logos (`BANK_APP_LOGO_ORIGIN`);
 * - `frame-src`: the payment pages the deposit screen frames (`VITE_PAYMENT_ORIGINS`, ours; unset:
 *   the upstream origins, where the sandbox hands them out) and Turnstile's challenge;
 * - `script-src`: the site's own files only (the built index.html has no inline script), and
 *   Turnstile's script when `VITE_TURNSTILE_SITE_KEY` is set; `style-src` the site's own CSS;
 * - `frame-ancestors 'none'`: no other site frames a wallet page. The live chat, games and payment
 *   links open in a new window, which no directive governs.
 */
export function contentSecurityPolicy(env: Env): string {
  const tracker = env.VITE_TRACKER_BASE || (env.VITE_API_BASE ? '' : SANDBOX_TRACKER);
  const upstreamOrigins = [
    ...(tracker ? [new URL(tracker).origin] : []),
    ...single(env, 'VITE_API_BASE'),
    ...origins(env, 'VITE_API_ORIGINS'),
  ];
  const upstream = widenLocalhost(upstreamOrigins);
  const images = widenLocalhost([...upstreamOrigins, ...origins(env, 'VITE_IMAGE_ORIGINS')]);
  const payments = origins(env, 'VITE_PAYMENT_ORIGINS');
  const turnstile = env.VITE_TURNSTILE_SITE_KEY ? [TURNSTILE_ORIGIN] : [];
  // Where the error reports and Core Web Vitals go, when a site configures them (issue 15).
  const telemetry = [...single(env, 'VITE_ERROR_REPORT_URL'), ...single(env, 'VITE_ANALYTICS_URL')];
  const frames = [...(payments.length > 0 ? widenLocalhost(payments) : upstream), ...turnstile];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...turnstile]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...images, BANK_APP_LOGO_ORIGIN]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...upstream, ...telemetry]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** Every header a site's responses carry (nginx and the sandbox send exactly these). */
export function securityHeaders(env: Env): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    // Two years, as the HSTS preload list asks; browsers ignore it over plain http (the sandbox).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // The upstream and the payment pages see the site's origin, never a player's path or query.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing here uses the camera, microphone, location or device ports.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=()',
  };
}
