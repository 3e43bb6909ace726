// A production build fails, naming what is missing, rather than ship the sandbox's addresses or a
// policy that refuses the site's own upstream (README "Pointing a site at a real upstream").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkProductionEnv,
  REPORTING_REQUIREMENTS,
  UPSTREAM_REQUIREMENTS,
} from '../dist/vite-site.js';

const required = [
  ['VITE_TRACKER_BASE', 'VITE_API_BASE'],
  ['VITE_API_BASE', 'VITE_API_ORIGINS'],
  ['VITE_PAYMENT_ORIGINS'],
];

test('names every requirement no variable meets, each as its alternatives', () => {
  assert.throws(
    () => checkProductionEnv('production', { VITE_TRACKER_BASE: 'https://t.example.vn' }, required),
    /A production build needs VITE_API_BASE or VITE_API_ORIGINS; VITE_PAYMENT_ORIGINS\. /,
  );
});

test('one variable of each list is enough', () => {
  const env = {
    VITE_TRACKER_BASE: 'https://t.example.vn',
    VITE_API_ORIGINS: 'https://api.example.vn',
    VITE_PAYMENT_ORIGINS: 'https://pay.example.vn',
  };
  assert.doesNotThrow(() => checkProductionEnv('production', env, required));
  assert.doesNotThrow(() =>
    checkProductionEnv(
      'production',
      { VITE_API_BASE: 'https://api.example.vn/api', VITE_PAYMENT_ORIGINS: 'https://p.vn' },
      required,
    ),
  );
});

test('a sandbox build, chosen on purpose, needs none of them', () => {
  assert.doesNotThrow(() => checkProductionEnv('sandbox', {}, required));
});

test('a site that calls the upstream needs its security code, and its site code unless a fixed API base skips the tracker', () => {
  const upstream = {
    VITE_TRACKER_BASE: 'https://t.example.vn',
    VITE_API_ORIGINS: 'https://api.example.vn',
  };
  assert.throws(
    () => checkProductionEnv('production', upstream, UPSTREAM_REQUIREMENTS),
    /A production build needs VITE_SECURITY_CODE; VITE_SITE_CODE or VITE_API_BASE\. /,
  );
  assert.doesNotThrow(() =>
    checkProductionEnv(
      'production',
      { ...upstream, VITE_SECURITY_CODE: 'secret', VITE_SITE_CODE: 'ABC' },
      UPSTREAM_REQUIREMENTS,
    ),
  );
  assert.doesNotThrow(() =>
    checkProductionEnv(
      'production',
      { VITE_API_BASE: 'https://api.example.vn/api', VITE_SECURITY_CODE: 'secret' },
      UPSTREAM_REQUIREMENTS,
    ),
  );
});

// Issue 39 §2: "so a policy that breaks a page in production goes unseen": every site, whatever it
// calls, names where browsers report its policy's violations (defineSite adds this to each site's).
test('every site needs the address its policy reports violations to', () => {
  assert.throws(
    () => checkProductionEnv('production', {}, REPORTING_REQUIREMENTS),
    /A production build needs VITE_CSP_REPORT_URL\. /,
  );
  assert.doesNotThrow(() =>
    checkProductionEnv(
      'production',
      { VITE_CSP_REPORT_URL: 'https://reports.example.vn/csp' },
      REPORTING_REQUIREMENTS,
    ),
  );
});
