// Issue 15: "a Content-Security-Policy built from the site's configuration (tracker, API, live chat,
// Turnstile and payment origins; frame-src for payment pages; no inline script without a hash)".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import {
  BANK_APP_LOGO_ORIGIN,
  contentSecurityPolicy,
  cspReportUrl,
  securityHeaders,
  TRUSTED_TYPES_POLICIES,
} from '../dist/csp.js';

const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );

test('a production build: each upstream origin only where it is used, Turnstile only with its key', () => {
  const policy = directives(
    contentSecurityPolicy({
      VITE_TRACKER_BASE: 'https://tracker.example.vn/path',
      VITE_API_ORIGINS: 'https://api1.example.vn, https://api2.example.vn/api',
      VITE_IMAGE_ORIGINS: 'https://cdn.example.vn',
      VITE_PAYMENT_ORIGINS: 'https://pay.example.vn',
      VITE_TURNSTILE_SITE_KEY: 'key',
      VITE_LIVE_CHAT_URL: 'https://chat.example.vn/room',
    }),
  );
  const upstream = [
    'https://tracker.example.vn',
    'https://api1.example.vn',
    'https://api2.example.vn',
  ];
  assert.deepEqual(policy['connect-src'], ["'self'", ...upstream]);
  assert.deepEqual(policy['img-src'], [
    "'self'",
    'data:',
    ...upstream,
    'https://cdn.example.vn',
    BANK_APP_LOGO_ORIGIN,
  ]);
  assert.deepEqual(policy['frame-src'], [
    'https://pay.example.vn',
    'https://challenges.cloudflare.com',
  ]);
  assert.deepEqual(policy['script-src'], ["'self'", 'https://challenges.cloudflare.com']);
  assert.deepEqual(policy['style-src'], ["'self'"]);
  assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
  assert.deepEqual(policy['object-src'], ["'none'"]);
  // The live chat opens in a new window: no directive names it.
  assert.ok(!JSON.stringify(policy).includes('chat.example.vn'));
  assert.ok(!JSON.stringify(policy).includes('unsafe'));
});

test('a fixed API base is the upstream; payment pages default to the upstream; no key, no Turnstile', () => {
  const policy = directives(contentSecurityPolicy({ VITE_API_BASE: 'https://api.example.vn/api' }));
  assert.deepEqual(policy['connect-src'], ["'self'", 'https://api.example.vn']);
  assert.deepEqual(policy['frame-src'], ['https://api.example.vn']);
  assert.deepEqual(policy['script-src'], ["'self'"]);
});

test('the error-report and analytics addresses, when configured, may be sent to (connect-src)', () => {
  const policy = directives(
    contentSecurityPolicy({
      VITE_API_BASE: 'https://api.example.vn/api',
      VITE_ERROR_REPORT_URL: 'https://errors.example.vn/report',
      VITE_ANALYTICS_URL: 'https://stats.example.vn/vitals',
    }),
  );
  assert.deepEqual(policy['connect-src'], [
    "'self'",
    'https://api.example.vn',
    'https://errors.example.vn',
    'https://stats.example.vn',
  ]);
});

test("the sandbox build allows localhost on any port (each browser-test worker's sandbox)", () => {
  const policy = directives(contentSecurityPolicy({}));
  assert.deepEqual(policy['connect-src'], ["'self'", 'http://localhost:*']);
  assert.deepEqual(policy['frame-src'], ['http://localhost:*']);
  assert.deepEqual(policy['img-src'], [
    "'self'",
    'data:',
    'http://localhost:*',
    BANK_APP_LOGO_ORIGIN,
  ]);
});

test('a malformed origin fails the build, naming the variable', () => {
  assert.throws(
    () => contentSecurityPolicy({ VITE_PAYMENT_ORIGINS: 'pay.example.vn' }),
    /VITE_PAYMENT_ORIGINS/,
  );
});

test('every security header is sent', () => {
  const headers = securityHeaders({});
  assert.deepEqual(Object.keys(headers), [
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'Cross-Origin-Opener-Policy',
    'Cross-Origin-Resource-Policy',
    'Reporting-Endpoints',
  ]);
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  assert.match(headers['Strict-Transport-Security'], /^max-age=\d{8}; includeSubDomains$/);
  // Issue 39 §2: "an isolated window", the site's own files for its own pages.
  assert.equal(headers['Cross-Origin-Opener-Policy'], 'same-origin');
  assert.equal(headers['Cross-Origin-Resource-Policy'], 'same-origin');
});

// Issue 39 §1: "require-trusted-types-for 'script' and trusted-types naming the site's own policies
// (and the ones a library it loads needs)", for the sandbox build and the production build alike.
test("Trusted Types: enforced for every site, naming only the site's own policies", () => {
  const production = {
    VITE_TRACKER_BASE: 'https://tracker.example.vn',
    VITE_CSP_REPORT_URL: 'https://reports.example.vn/csp',
  };
  for (const env of [{}, production]) {
    const none = directives(contentSecurityPolicy(env));
    assert.deepEqual(none['require-trusted-types-for'], ["'script'"]);
    assert.deepEqual(none['trusted-types'], ["'none'"]);
    const site = directives(
      contentSecurityPolicy(env, { trustedTypes: ['dompurify', 'wallet-sw'] }),
    );
    assert.deepEqual(site['require-trusted-types-for'], ["'script'"]);
    assert.deepEqual(site['trusted-types'], ['dompurify', 'wallet-sw']);
  }
  // Turnstile's script is loaded through its own policy, named with its key.
  const captcha = directives(contentSecurityPolicy({ VITE_TURNSTILE_SITE_KEY: 'key' }));
  assert.deepEqual(captcha['trusted-types'], ['wallet-turnstile']);
  // No policy passes strings through for the page: no 'default', no wildcard, no duplicates.
  const all = directives(
    contentSecurityPolicy(
      { VITE_TURNSTILE_SITE_KEY: 'key' },
      { trustedTypes: Object.values(TRUSTED_TYPES_POLICIES) },
    ),
  );
  assert.deepEqual(all['trusted-types'], ['dompurify', 'wallet-sw', 'wallet-turnstile']);
});

test("each policy is created under the name the sites' policies give it", () => {
  const source = (path) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
  assert.equal(TRUSTED_TYPES_POLICIES.sanitizer, 'dompurify'); // DOMPurify's own name
  assert.match(source('packages/ui/src/safe-html/sanitize.ts'), /RETURN_TRUSTED_TYPE: true/);
  assert.match(
    source('apps/player-web/src/lib/service-worker.ts'),
    new RegExp(`'${TRUSTED_TYPES_POLICIES.serviceWorker}'`),
  );
  assert.match(
    source('packages/shell/src/captcha/TurnstileWidget.tsx'),
    new RegExp(`'${TRUSTED_TYPES_POLICIES.turnstile}'`),
  );
});

// Issue 39 §2: "The CSP names a report endpoint (report-to, with Reporting-Endpoints) configurable
// per site".
test('violations are reported to VITE_CSP_REPORT_URL: report-to with Reporting-Endpoints, and report-uri', () => {
  const env = {
    VITE_API_BASE: 'https://api.example.vn/api',
    VITE_CSP_REPORT_URL: 'https://r.example.vn/csp?site=www',
  };
  const headers = securityHeaders(env);
  const policy = directives(headers['Content-Security-Policy']);
  assert.deepEqual(policy['report-to'], ['wallet-csp']);
  assert.equal(headers['Reporting-Endpoints'], 'wallet-csp="https://r.example.vn/csp?site=www"');
  // For browsers without the Reporting API (one that has it ignores report-uri).
  assert.deepEqual(policy['report-uri'], ['https://r.example.vn/csp?site=www']);
});

test('a sandbox build reports to the sandbox it talks to; a report address must be https', () => {
  assert.equal(cspReportUrl({}), 'http://localhost:4010/__sandbox/reports/csp');
  assert.equal(
    cspReportUrl({ VITE_TRACKER_BASE: 'http://localhost:5010' }),
    'http://localhost:5010/__sandbox/reports/csp',
  );
  assert.throws(() => cspReportUrl({ VITE_CSP_REPORT_URL: 'http://r.example.vn/csp' }), /https/);
  assert.throws(() => cspReportUrl({ VITE_CSP_REPORT_URL: 'reports' }), /VITE_CSP_REPORT_URL/);
});
