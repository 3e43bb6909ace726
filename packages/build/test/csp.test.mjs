// Issue 15: "a Content-Security-Policy built from the site's configuration (tracker, API, live chat,
// Turnstile and payment origins; frame-src for payment pages; no inline script without a hash)".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BANK_APP_LOGO_ORIGIN, contentSecurityPolicy, securityHeaders } from '../dist/csp.js';

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
  ]);
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  assert.match(headers['Strict-Transport-Security'], /^max-age=\d{8}; includeSubDomains$/);
});
