/**
 * 000 §7 "a token is obtained from a captcha provider on the login and register forms. The
 * provider's exchange is not shown." The sandbox's test provider is the default; Cloudflare
 * Turnstile is used once a site key is configured.
 */
export type CaptchaProvider =
  { kind: 'sandbox'; token: string } | { kind: 'turnstile'; siteKey: string };

/** The token the sandbox upstream accepts (packages/sandbox seed `captchaToken`). */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-ok';

/** Turnstile with this site key; without one (unset or empty), the sandbox's token. */
export function captchaProvider(siteKey: string | undefined): CaptchaProvider {
  return siteKey
    ? { kind: 'turnstile', siteKey }
    : { kind: 'sandbox', token: SANDBOX_CAPTCHA_TOKEN };
}
