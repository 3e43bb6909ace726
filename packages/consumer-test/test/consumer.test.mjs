// A developer outside this repo builds a site from the published packages. This packs
// @wallet/api, domain, ui and shell as `pnpm publish` would, installs them (not the workspace
// sources) with their dependencies into a Vite + React app in a temp folder, from the app's
// committed lockfile (test/app.mjs), type-checks and builds it, opens it in Chromium, and checks,
// once with the highest versions of React, React Router and TanStack Query that the packages' peer
// ranges allow and once with the lowest:
// - it renders a kit component inside the shell's WalletProvider, and React runs it;
// - its first-load JS (gzip) stays within the player site's / budget (the bench's floor + what
//   packages/bench/routes.json allows / over it);
// - the packages tree-shake: the app imports Button, and neither DOMPurify (SafeHtml's), zod (the
//   domain's validation), nor an unused component (Marquee, its JS or its CSS) is in the build;
// - the complete new shell of packages/shell/README.md (its examples/minimal-shell, which the
//   README test keeps equal to the README's code) builds from the tarballs and works against the
//   sandbox: a visitor is sent to /login, a player signs in, sees the account page and logs out.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, phoneViewport } from '@wallet/build/chromium';
import { SEED } from '@wallet/sandbox';
import { startSandboxServer } from '@wallet/sandbox/server';
import {
  installedApp,
  lowestAllowed,
  PEERS,
  peerVersions,
  PUBLISHED,
  root,
  run,
  VARIANTS,
} from './app.mjs';

/**
 * The player site's first-load JS target for / (KB gzip, 1000 bytes): the floor's first load as the
 * bench last measured it (bench/results.json; bytes do not move with the machine) plus what
 * packages/bench/routes.json allows / over the floor.
 */
function budgetKB() {
  const routes = JSON.parse(readFileSync(path.join(root, 'packages/bench/routes.json'), 'utf8'));
  const site = routes.sites.find((s) => s.site === 'player-web');
  const over = site.routes.find((r) => r.path === '/').targets.vsFloor.jsGzipKBOver;
  const results = JSON.parse(readFileSync(path.join(root, 'bench/results.json'), 'utf8'));
  return Math.round(results.floor.js.gzip / 100) / 10 + over;
}

/** Serves a built site as a static host does: its files, else index.html (client routes). */
async function serve(dist) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(dist, url.pathname);
    if (!path.extname(file)) file = path.join(dist, 'index.html');
    try {
      const body = readFileSync(file);
      res.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Serves a built site, opens it in Chromium at a phone's size, runs `steps`, and fails on any error
 * the page threw.
 */
async function onPhone(dist, steps) {
  const site = await serve(dist);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: phoneViewport });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await steps(page, site.origin);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await site.close();
  }
}

test("the lowest peers the packages allow are in the workspace's install, so the app installs offline", () => {
  const consumer = JSON.parse(
    readFileSync(path.join(root, 'packages/consumer-test/package.json'), 'utf8'),
  );
  const aliased = Object.fromEntries(
    Object.values(consumer.devDependencies)
      .filter((spec) => spec.startsWith('npm:'))
      .map((spec) => {
        const at = spec.lastIndexOf('@');
        return [spec.slice('npm:'.length, at), spec.slice(at + 1)];
      }),
  );
  for (const name of PEERS) assert.equal(aliased[name], lowestAllowed(name), name);
});

for (const variant of VARIANTS) {
  describe(`with the ${variant} peers (${Object.entries(peerVersions(variant))
    .map(([name, version]) => `${name} ${version}`)
    .join(', ')})`, () => {
    const work = mkdtempSync(path.join(tmpdir(), `wallet-consumer-${variant}-`));
    let app = '';
    let js = '';
    let css = '';
    let jsGzip = 0;
    /** The upstream the README's shell is built against: a sandbox on a free port. */
    let upstream;

    before(async () => {
      upstream = await startSandboxServer({ port: 0, log: () => {} });
      app = await installedApp(work, variant);
      await run('pnpm', ['exec', 'tsc', '-p', '.'], app);
      await run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], app);
      // Configuration only, as the README says: the tracker is this test's sandbox.
      await run(
        'pnpm',
        ['exec', 'vite', 'build', 'shell', '--outDir', '../dist-shell', '--logLevel', 'warn'],
        app,
        { env: { ...process.env, VITE_TRACKER_BASE: upstream.url } },
      );

      const assets = path.join(app, 'dist', 'assets');
      for (const file of readdirSync(assets)) {
        const text = readFileSync(path.join(assets, file), 'utf8');
        if (file.endsWith('.js')) {
          js += text;
          jsGzip += gzipSync(text, { level: 9 }).length;
        } else if (file.endsWith('.css')) css += text;
      }
    });

    after(async () => {
      await upstream?.close();
      rmSync(work, { recursive: true, force: true });
    });

    test('the tarballs hold no sources or tests: the app builds from dist alone', () => {
      for (const name of PUBLISHED) {
        const installed = path.join(app, 'node_modules', '@wallet', name);
        assert.deepEqual(
          readdirSync(installed).filter(
            (f) => !['dist', 'package.json', 'README.md', 'CHANGELOG.md'].includes(f),
          ),
          [],
        );
      }
    });

    test("its first-load JS stays within the player site's / budget", (t) => {
      const budget = budgetKB();
      t.diagnostic(`first-load JS ${(jsGzip / 1000).toFixed(1)} KB gzip (budget ${budget} KB)`);
      assert.ok(
        jsGzip <= budget * 1000,
        `first-load JS ${(jsGzip / 1000).toFixed(1)} KB gzip > ${budget} KB`,
      );
    });

    test('importing one kit component does not pull the whole kit, DOMPurify or zod', () => {
      assert.match(js, /ui-btn/, 'the Button is there');
      assert.doesNotMatch(js, /DOMPurify|purify/i, 'DOMPurify (SafeHtml) is not');
      assert.doesNotMatch(js, /ZodError|\$ZodType/, 'zod (the domain validation) is not');
      assert.doesNotMatch(js, /ui-marquee/, "an unused component's code is not");
      assert.doesNotMatch(css, /\.ui-marquee/, "an unused component's CSS is not");
      assert.match(css, /\.ui-btn/, "the Button's CSS is");
    });

    test('it runs: the kit Button renders inside WalletProvider and answers a tap', async () => {
      await onPhone(path.join(app, 'dist'), async (page, origin) => {
        await page.goto(`${origin}/`);
        await page.getByRole('button', { name: 'Thử lại' }).click();
        await page.getByText('taps: 1').waitFor();
      });
    });

    test("the README's complete new shell works from the tarballs: guard, sign-in, user info, logout", async () => {
      await onPhone(path.join(app, 'dist-shell'), async (page, origin) => {
        // A visitor asking for the account page is sent to /login (the guard).
        await page.goto(`${origin}/profile`);
        await page.waitForURL(/\/login$/);
        const form = page.getByRole('form', { name: 'Đăng nhập' });
        await form.getByLabel('Số điện thoại').fill(SEED.players.approved.phone);
        await form.getByLabel('Mật khẩu').fill(SEED.password);
        await form.getByRole('button', { name: 'Đăng nhập' }).click();
        // Signed in: home, then the account page with the player's user info from the upstream.
        await page.getByRole('heading', { name: 'Trang chủ' }).waitFor();
        await page.goto(`${origin}/profile`);
        await page.getByRole('heading', { name: 'Tài khoản' }).waitFor();
        // The user info's name is the login phone.
        await page.getByText(SEED.players.approved.phone, { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Đăng xuất' }).click();
        await page.waitForURL(/\/login$/);
        assert.equal(await page.evaluate(() => localStorage.getItem('auth_token')), null);
      });
    });
  });
}
