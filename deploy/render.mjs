#!/usr/bin/env node
// Renders a built site's headers (its dist/_headers.json, written by @wallet/build's defineSite from
// the build's environment) as the nginx variables deploy/nginx/security-headers.conf sends:
//
//   node deploy/render.mjs apps/player-web/dist > /etc/nginx/snippets/wallet/player-web.headers.conf
//
// Run it for every build you deploy (deploy/README.md), so the policy nginx sends is that build's.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { argv, exit, stdout, stderr } from 'node:process';
import { pathToFileURL } from 'node:url';

/** Each header of _headers.json and the nginx variable security-headers.conf reads it from. */
export const VARIABLES = {
  'Content-Security-Policy': 'wallet_csp',
  'Strict-Transport-Security': 'wallet_hsts',
  'X-Content-Type-Options': 'wallet_nosniff',
  'Referrer-Policy': 'wallet_referrer',
  'Permissions-Policy': 'wallet_permissions',
  'Cross-Origin-Opener-Policy': 'wallet_coop',
  'Cross-Origin-Resource-Policy': 'wallet_corp',
  'Reporting-Endpoints': 'wallet_reporting',
};

/** The nginx `set` lines for the headers of the build in `dist`. */
export function renderHeaders(dist) {
  const file = join(resolve(dist), '_headers.json');
  let headers;
  try {
    ({ headers } = JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${error.message} (build the site first: it writes this file)`);
  }
  const names = Object.keys(headers).sort();
  const expected = Object.keys(VARIABLES).sort();
  if (names.join() !== expected.join()) {
    throw new Error(`${file} has headers ${names.join(', ')}; expected ${expected.join(', ')}`);
  }
  const lines = Object.entries(VARIABLES).map(([name, variable]) => {
    const value = headers[name];
    // An nginx string cannot escape `$`; it is quoted with whichever quote it does not hold (the
    // policy holds 'self', Reporting-Endpoints a "…" address), never both.
    const quote = typeof value === 'string' && value.includes('"') ? "'" : '"';
    if (typeof value !== 'string' || /[$\\\n]/.test(value) || value.includes(quote)) {
      throw new Error(`${file}: ${name} cannot be written into nginx configuration: ${value}`);
    }
    return `set $${variable} ${quote}${value}${quote};`;
  });
  return `# Rendered by deploy/render.mjs from ${file}: render again after every build.\n${lines.join('\n')}\n`;
}

if (import.meta.url === pathToFileURL(argv[1] ?? '').href) {
  if (!argv[2]) {
    stderr.write('usage: node deploy/render.mjs <site dist folder> > <site>.headers.conf\n');
    exit(2);
  }
  try {
    stdout.write(renderHeaders(argv[2]));
  } catch (error) {
    stderr.write(`${error.message}\n`);
    exit(1);
  }
}
