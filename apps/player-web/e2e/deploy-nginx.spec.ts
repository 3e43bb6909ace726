import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { sandboxControl } from '@wallet/sandbox';
import { routes } from '../src/app/route-list';
import { announcementsSeen, expect, PLAYERS, SANDBOX, test, TRACKER } from './fixtures';
import { SITE } from './ports';
import { serviceWorkerActive } from './service-worker';

/**
 * Issue 15, Proof: "The deploy recipe is exercised in CI: nginx with the repo's configuration serves a
 * built site on localhost, and a browser test loads it with every header present and no CSP
 * violation." deploy/nginx's snippets and the headers deploy/render.mjs renders from each build
 * serve the three sites' dist/ folders as their server blocks do (deploy/nginx/sites/*.conf,
 * without TLS); scripts/ensure-debian-tool.sh installs Debian's nginx when it is missing.
 *
 * Issue 39: in the served builds, the policy's Trusted Types are enforced and every page of the
 * three sites works under them; the windows the sites open or that open them get no handle; a
 * violation reaches the sandbox through the site's telemetry seam.
 */
const DEPLOY = fileURLToPath(new URL('../../../deploy/', import.meta.url));
const DISTS = {
  'player-web': fileURLToPath(new URL('../dist/', import.meta.url)),
  'agent-signup': fileURLToPath(new URL('../../agent-signup/dist/', import.meta.url)),
  downloads: fileURLToPath(new URL('../../downloads/dist/', import.meta.url)),
} as const;
type Site = keyof typeof DISTS;
const DIST = DISTS['player-web'];
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

let nginx: ChildProcess | undefined;
const origins = {} as Record<Site, string>;
let origin = '';
let errors = '';

test.beforeAll(async () => {
  const prefix = mkdtempSync(join(tmpdir(), 'wallet-nginx-'));
  const snippets = join(prefix, 'snippets', 'wallet');
  mkdirSync(snippets, { recursive: true });
  for (const name of ['wallet-site.conf', 'security-headers.conf']) {
    copyFileSync(join(DEPLOY, 'nginx', name), join(snippets, name));
  }
  const servers: string[] = [];
  for (const [site, dist] of Object.entries(DISTS) as [Site, string][]) {
    const render = spawnSync(process.execPath, [join(DEPLOY, 'render.mjs'), dist], {
      encoding: 'utf8',
    });
    expect(render.status, render.stderr).toBe(0);
    writeFileSync(join(snippets, `${site}.headers.conf`), render.stdout);
    const port = await freePort();
    origins[site] = `http://localhost:${port}`;
    servers.push(`server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${dist};
    include snippets/wallet/${site}.headers.conf;
    include snippets/wallet/wallet-site.conf;
  }`);
  }
  origin = origins['player-web'];
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `# As the current user, in the foreground, everything it writes under ${prefix}.
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')};
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${servers.join('\n  ')}
}
`,
  );
  nginx = spawn(
    NGINX,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await expect
    .poll(
      async () => {
        expect(nginx?.exitCode, `nginx exited: ${errors}`).toBeNull();
        const answers = await Promise.all(
          Object.values(origins).map((site) =>
            fetch(site).then(
              (r) => r.status,
              () => 0,
            ),
          ),
        );
        return answers.every((status) => status === 200);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  nginx?.kill('SIGQUIT');
});

const builtHeaders = (site: Site) =>
  (
    JSON.parse(readFileSync(join(DISTS[site], '_headers.json'), 'utf8')) as {
      headers: Record<string, string>;
    }
  ).headers;
const built = { headers: builtHeaders('player-web') };

test("nginx serves the built site with the build's headers, caching, fallback and no source maps", async () => {
  // "security headers: a Content-Security-Policy …, HSTS, X-Content-Type-Options, Referrer-Policy,
  // Permissions-Policy, frame-ancestors"
  const home = await fetch(`${origin}/`);
  expect(home.status).toBe(200);
  for (const [name, value] of Object.entries(built.headers)) {
    expect(home.headers.get(name), name).toBe(value);
  }
  expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  // "no caching of index.html"
  expect(home.headers.get('cache-control')).toBe('no-cache');
  // "SPA fallback": a deep link is the app's index.html.
  const deepLink = await fetch(`${origin}/transections/12`);
  expect(deepLink.status).toBe(200);
  const html = await deepLink.text();
  // The deep link gets the site's own index.html (the app shell and its first paint).
  expect(html).toBe(readFileSync(join(DIST, 'index.html'), 'utf8'));
  expect(deepLink.headers.get('cache-control')).toBe('no-cache');
  expect(deepLink.headers.get('content-security-policy')).toBe(
    built.headers['Content-Security-Policy'],
  );
  // A page the build wrote an HTML for gets that one, with no redirect (issue 26).
  const login = await fetch(`${origin}/login`, { redirect: 'manual' });
  expect(login.status).toBe(200);
  expect(await login.text()).toBe(readFileSync(join(DIST, 'login', 'index.html'), 'utf8'));
  expect(login.headers.get('cache-control')).toBe('no-cache');
  // "immutable caching for hashed assets", "compression"
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(`${origin}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-encoding')).toBe('gzip');
  expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  expect((await fetch(`${origin}/assets/missing-0000.js`)).status).toBe(404);
  // "Source maps are not served to players (kept for error reporting)"
  expect(existsSync(join(DIST, `${script}.map`))).toBe(true);
  expect((await fetch(`${origin}${script}.map`)).status).toBe(404);
  expect((await fetch(`${origin}/_headers.json`)).status).toBe(404);
});

test('a page served by nginx loads under its policy with no CSP violation', async ({ page }) => {
  // Every browser test fails on a CSP violation (fixtures.ts); here the page also shows what the upstream sent:
  // the banner image (img-src) from the sandbox the tracker (connect-src) named.
  await announcementsSeen(page);
  await page.goto(`${origin}/`);
  const banner = page.getByRole('region', { name: 'Banner' }).getByRole('img');
  await expect(banner).toHaveAttribute('src', new RegExp(`^${SANDBOX}/__sandbox/assets/`));
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.goto(`${origin}/promotions`);
  await expect(page.getByRole('main').getByRole('button').first()).toHaveText(
    'Thưởng nạp đầu 100%',
  );
});

// Issue 39 §1, §2: "both rendered by deploy/render.mjs and checked in CI's nginx run, like the CSP".
test("each site's build is served with its own policy: Trusted Types, an isolated window, its files for its own pages, and where violations are reported", async () => {
  for (const site of Object.keys(DISTS) as Site[]) {
    const headers = builtHeaders(site);
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(policy, site).toContain("require-trusted-types-for 'script'");
    expect(policy, site).toMatch(
      /; report-uri http:\/\/localhost:4010\/__sandbox\/reports\/csp; report-to wallet-csp$/,
    );
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(
      readFileSync(join(DISTS[site], 'index.html'), 'utf8'),
    )?.[1];
    // The page and its files (404s too) carry every header of the build, as rendered for nginx.
    for (const path of ['/', script, '/assets/missing-0000.js']) {
      const answer = await fetch(`${origins[site]}${path}`);
      for (const [name, value] of Object.entries(headers)) {
        expect(answer.headers.get(name), `${site} ${path} ${name}`).toBe(value);
      }
    }
    const answer = await fetch(`${origins[site]}/`);
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(answer.headers.get('reporting-endpoints')).toBe(
      'wallet-csp="http://localhost:4010/__sandbox/reports/csp"',
    );
  }
  // Only the site's own policies may be made: player-web's sanitiser and worker, none elsewhere.
  expect(builtHeaders('player-web')['Content-Security-Policy']).toContain(
    'trusted-types dompurify wallet-sw;',
  );
  expect(builtHeaders('agent-signup')['Content-Security-Policy']).toContain(
    "trusted-types 'none';",
  );
  expect(builtHeaders('downloads')['Content-Security-Policy']).toContain("trusted-types 'none';");
});

test.describe('a violation on purpose (issue 39 §1, §2)', () => {
  // The one refusal this test causes; any other still fails it.
  // One pattern: Playwright reads a two-element array option as [value, options].
  test.use({
    allowedCspViolations: [
      /require-trusted-types-for refused trusted-types-sink|requires 'TrustedHTML' assignment/,
    ],
  });

  test("a plain string given to innerHTML is refused, and the site's telemetry seam reports it to the sandbox", async ({
    page,
  }) => {
    await announcementsSeen(page);
    await page.goto(`${origin}/promotions`);
    await expect(page.getByText('LOADING...')).toBeHidden();
    const promotions = page.getByRole('main');
    await expect(promotions.getByRole('button').first()).toHaveText('Thưởng nạp đầu 100%');
    const before = await promotions.innerHTML();
    const sent = Date.now();
    // "assigning a plain string to innerHTML in the page throws"
    const thrown = await page.evaluate(() => {
      try {
        document.querySelector('main')!.innerHTML = '<img src="x" onerror="window.__pwned = 1">';
        return 'assigned';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(thrown).toBe('TypeError');
    expect(await promotions.innerHTML()).toBe(before);
    expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
    // "violations reach the site's telemetry seam …, and the sandbox records them": a sandbox
    // build's error seam reports to the sandbox (@wallet/shell's errorReportUrlFromEnv). The
    // browser's own report (report-to) needs an https page: Chromium takes Reporting-Endpoints
    // from no other, so this test cannot wait for it (docs/decisions.md).
    const reports = sandboxControl(TRACKER);
    await expect
      .poll(async () =>
        (await reports.reports('errors'))
          .filter((report) => Date.parse(report.receivedAt) >= sent - 1000)
          .map((report) => report.body),
      )
      .toContainEqual(
        expect.objectContaining({
          kind: 'csp',
          name: 'SecurityPolicyViolation',
          message: 'require-trusted-types-for refused trusted-types-sink Element innerHTML',
          path: '/promotions',
        }),
      );
  });
});

/**
 * The site's pages as the route list (src/app/route-list.ts) names them, so a page added there is
 * opened here without an edit: a visitor's (public and guest-only; the catch-all as an address no
 * route has) and a player's (login-required, with `id` a transaction of theirs).
 */
const pathsFor = (access: 'visitor' | 'player', id = '') =>
  routes
    .filter((route) => (access === 'player') === (route.access === 'player'))
    .map((route) => (route.path === '*' ? '/khong-co-trang-nay' : route.path.replace(':id', id)));

/** The page has drawn what it has (past the loading overlay) and is not the route's error. */
async function pageWorks(page: Page, path: string) {
  await expect(page.getByText('LOADING...'), path).toBeHidden();
  await expect(page.getByRole('main'), path).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!'), path).toHaveCount(0);
}

// "every page of the three sites loads and works with no violation": the fixtures fail a test on
// any violation a page (or its service worker) meets.
test.describe('every page of the three sites, as nginx serves them, under their policy (issue 39 §1)', () => {
  test('player-web, a visitor: the announcement popup and a promotion show their HTML; every public and guest-only page of the route list', async ({
    page,
  }) => {
    // A page load each, each behind the spec's 3 s loading overlay.
    test.slow();
    await page.goto(`${origin}/`);
    const popup = page.getByRole('dialog', { name: 'Thông báo' });
    await expect(popup.getByRole('heading', { name: 'Thông báo bảo trì' })).toBeVisible();
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await page.goto(`${origin}/promotions`);
    await page.getByRole('main').getByRole('button', { name: 'Thưởng nạp đầu 100%' }).click();
    await expect(page.getByRole('dialog').getByText('500K', { exact: true })).toBeVisible();
    // Home and /promotions were opened above.
    for (const path of pathsFor('visitor').filter((p) => p !== '/' && p !== '/promotions')) {
      await page.goto(`${origin}${path}`);
      await pageWorks(page, path);
    }
    // The register captcha (the sandbox's picture) is drawn.
    await page.goto(`${origin}/register`);
    await expect(page.getByRole('img', { name: /mã xác nhận/i })).toBeVisible();
  });

  test('player-web, a player: every page of the route list a player may open', async ({
    page,
    loginAs,
    sandbox,
  }) => {
    // A page load each, each behind the spec's 3 s loading overlay.
    test.slow();
    await announcementsSeen(page);
    await loginAs(PLAYERS.approved);
    const [transaction] = await sandbox.transactions({ phone: PLAYERS.approved });
    expect(transaction).toBeDefined();
    // Home as a player too: its player-only calls (balances, games).
    for (const path of ['/', ...pathsFor('player', String(transaction!.id))]) {
      await page.goto(`${origin}${path}`);
      await pageWorks(page, path);
    }
  });

  test('agent-signup and downloads: every page', async ({ page }) => {
    await page.goto(`${origins['agent-signup']}/agent/register`);
    await expect(page.getByRole('form', { name: 'Đăng ký Đại lý' })).toBeVisible();
    for (const path of ['/', '/android', '/ios']) {
      await page.goto(`${origins.downloads}${path}`);
      await pageWorks(page, path);
    }
  });

  test.describe('with its service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test("player-web's service worker registers through its policy and precaches the build", async ({
      page,
    }) => {
      await announcementsSeen(page);
      await page.goto(`${origin}/promotions`);
      await serviceWorkerActive(page);
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const names = await caches.keys();
            const lists = await Promise.all(
              names.map(async (name) => (await (await caches.open(name)).keys()).length),
            );
            return lists.reduce((sum, count) => sum + count, 0);
          }),
        )
        .toBeGreaterThan(50);
    });
  });
});

// Issue 39 §2: "Cross-Origin-Opener-Policy: same-origin (or same-origin-allow-popups where a flow
// needs the opened window to talk back: decide per flow, test the game launch, the bank redirect,
// live chat and the agency link)". No flow needs a handle (docs/decisions.md): same-origin for all.
test.describe('an isolated window: every flow, as nginx serves the sites (issue 39 §2)', () => {
  test('the game launch: the game opens in its own tab, with no handle on the wallet', async ({
    page,
    loginAs,
  }) => {
    await announcementsSeen(page);
    await loginAs(PLAYERS.approved);
    await page.goto(`${origin}/`);
    await page
      .getByRole('region', { name: 'Trò chơi' })
      .getByRole('button', { name: 'Aztec Treasure' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Aztec Treasure' });
    await dialog.getByLabel('Chuyển điểm (VND)').fill('100');
    const tab = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Chơi ngay' }).click();
    const game = await tab;
    await game.waitForURL(/\/__sandbox\/game\/101\?t=/);
    await expect(game.locator('body')).toContainText('Kho báu Aztec');
    expect(await game.evaluate(() => window.opener)).toBeNull();
  });

  test("the bank's payment page: in its frame on the deposit page, paid there", async ({
    page,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await page.goto(`${origin}/deposit`);
    const amount = page.getByRole('textbox', { name: 'Số tiền', exact: true });
    await expect(amount).toBeEditable();
    const providers = page.getByRole('group', { name: 'Nhà cung cấp' });
    await providers.locator('label').filter({ hasText: 'Ví điện tử' }).click();
    await amount.fill('500');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Nạp Tiền/ })
      .click();
    const frame = page.frameLocator('iframe[title="Trang thanh toán"]');
    await frame.getByRole('button', { name: 'Thanh toán' }).click();
    await expect(frame.getByText('Đã thanh toán. Giao dịch đang chờ duyệt.')).toBeVisible();
  });

  test('the live chat: its own window, with no handle on the wallet', async ({ page, context }) => {
    await page.goto(`${origin}/game-links`);
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Hỗ Trợ' }).click(),
    ]);
    await expect(chat).toHaveURL(`${TRACKER}/__sandbox/live-chat`);
    await expect(chat.getByRole('heading', { name: /Chăm sóc khách hàng/ })).toBeVisible();
    expect(await chat.evaluate(() => window.opener)).toBeNull();
  });

  test('the agency link: the main site to its agency page and the agency site back to the main site', async ({
    page,
  }) => {
    await announcementsSeen(page);
    await page.goto(`${origin}/`);
    await page.getByRole('main').getByRole('link', { name: 'Đại Lý' }).click();
    await expect(page).toHaveURL(`${origin}/agent/register`);
    await expect(page.getByRole('form', { name: 'Đăng ký Đại lý' })).toBeVisible();
    await page.goto(`${origins['agent-signup']}/agent/register`);
    await page.getByRole('main').getByRole('link', { name: 'Trang chủ' }).click();
    await expect(page).toHaveURL(`${SITE}/`);
  });

  test('a window of another site that opens the wallet loses its handle on it', async ({
    page,
    context,
  }) => {
    // Any other origin's page: the sandbox's live chat stands in for it.
    await page.goto(`${TRACKER}/__sandbox/live-chat`);
    const [wallet] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((address) => {
        (window as { opened?: Window | null }).opened = window.open(address);
      }, `${origin}/promotions`),
    ]);
    await expect(wallet.getByRole('main').getByRole('button').first()).toHaveText(
      'Thưởng nạp đầu 100%',
    );
    expect(await wallet.evaluate(() => window.opener)).toBeNull();
    // The opener's handle is closed: it can neither read nor steer the wallet's window.
    expect(
      await page.evaluate(() => (window as { opened?: Window | null }).opened?.closed ?? true),
    ).toBe(true);
  });
});
