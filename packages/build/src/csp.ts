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
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Resource-Policy',
  'Reporting-Endpoints',
] as const;

/** The policy's report endpoint, by the name `report-to` gives it in `Reporting-Endpoints`. */
export const CSP_REPORT_GROUP = 'wallet-csp';

/**
 * Where a build sends the browsers' reports of its policy's violations when `VITE_CSP_REPORT_URL`
 * is unset (only a sandbox build may leave it unset): the sandbox, which keeps them for the console
 * and the tests (`GET /__sandbox/reports?channel=csp`).
 */
export const SANDBOX_CSP_REPORTS = '/__sandbox/reports/csp';

/**
 * The Trusted Types policies the sites' code creates, each where its one sink is (issue 39 §1). A
 * site names the ones it uses (`defineSite`'s `trustedTypes`); the policy lets no other be made.
 */
export const TRUSTED_TYPES_POLICIES = {
  /**
   * DOMPurify's own (`@wallet/ui`'s SafeHtml, `RETURN_TRUSTED_TYPE`): it parses the upstream's HTML
   * in an inert document and signs only what it kept, and nothing outside DOMPurify can call it.
   */
  sanitizer: 'dompurify',
  /** player-web's service worker: only the site's own `/sw.js` (src/lib/service-worker.ts). */
  serviceWorker: 'wallet-sw',
  /** Cloudflare Turnstile's script, only its one address (`@wallet/shell`'s TurnstileWidget). */
  turnstile: 'wallet-turnstile',
} as const;

export type TrustedTypesPolicy =
  (typeof TRUSTED_TYPES_POLICIES)[keyof typeof TRUSTED_TYPES_POLICIES];

/** What a site's code needs of the policy beyond its environment. */
export interface SitePolicy {
  /**
   * The Trusted Types policies the site's code creates (the Turnstile one comes with
   * `VITE_TURNSTILE_SITE_KEY`). None: `trusted-types 'none'`.
   */
  trustedTypes?: readonly TrustedTypesPolicy[];
}

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

const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';

/**
 * Where browsers send the policy's violation reports: `VITE_CSP_REPORT_URL` (a production build
 * fails without it, `defineSite`), else the sandbox's recorder on the sandbox origin the build
 * talks to. Browsers send reports only to an https address (or one on this machine).
 */
export function cspReportUrl(env: Env): string {
  const configured = env.VITE_CSP_REPORT_URL?.trim();
  if (!configured) {
    const upstream = env.VITE_TRACKER_BASE || env.VITE_API_BASE || SANDBOX_TRACKER;
    return new URL(SANDBOX_CSP_REPORTS, upstream).href;
  }
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`VITE_CSP_REPORT_URL: '${configured}' is not an address`);
  }
  if (url.protocol !== 'https:' && !isLocal(url)) {
    throw new Error(
      `VITE_CSP_REPORT_URL: '${configured}' must be https (browsers send reports only there)`,
    );
  }
  // Written into a header value: a quote, comma, semicolon or space would end it.
  if (/["',;\s]/.test(url.href)) {
    throw new Error(`VITE_CSP_REPORT_URL: '${configured}' cannot be written into a header`);
  }
  return url.href;
}

/**
 * The sandbox runs on localhost, and each browser-test worker has a sandbox of its own on 4010 + its
 * index that names itself as the API: a localhost upstream is allowed on any port.
 */
function widenLocalhost(list: string[]): string[] {
  return [
    ...new Set(
      list.map((origin) => {
        const url = new URL(origin);
        return isLocal(url) ? `${url.protocol}//${url.hostname}:*` : origin;
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
 *   links open in a new window, which no directive governs;
 * - `require-trusted-types-for 'script'`: the DOM's HTML and script sinks (`innerHTML`, a script's
 *   `src`, a worker's address) take only values a named policy made (`trusted-types`: the site's
 *   `trustedTypes`, and Turnstile's with its key), never a string;
 * - `report-to` (the Reporting API, with the `Reporting-Endpoints` header) and `report-uri` (for
 *   browsers without it; one that has it ignores `report-uri`): where each violation is reported,
 *   `cspReportUrl`.
 */
export function contentSecurityPolicy(env: Env, site: SitePolicy = {}): string {
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
  const policies: string[] = [
    ...(site.trustedTypes ?? []),
    ...(turnstile.length > 0 ? [TRUSTED_TYPES_POLICIES.turnstile] : []),
  ];
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
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', policies.length > 0 ? policies : ["'none'"]],
    ['report-uri', [cspReportUrl(env)]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** Every header a site's responses carry (nginx and the sandbox send exactly these). */
export function securityHeaders(env: Env, site: SitePolicy = {}): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, site),
    // Two years, as the HSTS preload list asks; browsers ignore it over plain http (the sandbox).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // The upstream and the payment pages see the site's origin, never a player's path or query.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing here uses the camera, microphone, location or device ports.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=()',
    // A window the site opens (a game, the live chat) or that opens the site gets no handle on it:
    // no flow needs one (issue 39 §2; docs/decisions.md, per flow).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The site's own files are for its own pages: no other origin may load them.
    'Cross-Origin-Resource-Policy': 'same-origin',
    // The endpoint the policy's `report-to` names.
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl(env)}"`,
  };
}
