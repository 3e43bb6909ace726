// Issue 26: a page's largest paint came after the entry and then the page's own chunk, one round
// trip more than needed. Each page gets an HTML that asks for its chunks with the entry's.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build } from 'vite';
import { pageHtmlPlugin, pagesIn } from '../dist/vite-site.js';

test('finds each page of a route module, and skips paths with a parameter', () => {
  const code = `
    export const a = { path: '/login', access: 'guest', page: () => import('./LoginPage') };
    export const b = {
      path: '/agent/register',
      page: () =>
        import('@wallet/shell/agency').then(({ AgencyRegisterPage }) => ({ default: AgencyRegisterPage })),
    };
    export const c = { path: '/transections/:id', page: () => import('./Detail') };
    export const d = { path: '*', page: () => import('./NotFound') };
    export const e = { path: "/downloads", page: () => import("./pages").then((m) => ({ default: m.Downloads })) };
    export const f = {
      path: '/promotions',
      page: () => import('./PromotionsPage'),
      prefetch: (queryClient, api) =>
        import('./prefetch').then((m) => m.prefetchPromotions(queryClient, api)),
    };
    export const g = { path: '/', page: () => import('./HomePage'), prefetch: prefetchHome };
  `;
  assert.deepEqual(pagesIn(code), [
    { path: '/login', specifiers: ['./LoginPage'] },
    { path: '/agent/register', specifiers: ['@wallet/shell/agency'] },
    { path: '/downloads', specifiers: ['./pages'] },
    { path: '/promotions', specifiers: ['./PromotionsPage', './prefetch'] },
    { path: '/', specifiers: ['./HomePage'] },
  ]);
});

test("a build writes each page's HTML, asking for the page's chunks and styles; / is index.html", async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'page-html-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(root, 'src', 'route.ts'),
    `export const routes = [
      { path: '/', page: () => import('./Home') },
      { path: '/login', page: () => import('./Login'), prefetch: (client) => import('./data').then((m) => m.load(client)) },
      { path: '/item/:id', page: () => import('./Item') },
    ];`,
  );
  writeFileSync(
    path.join(root, 'src', 'main.js'),
    `import { routes } from './route.ts'; console.log(routes);`,
  );
  writeFileSync(path.join(root, 'src', 'shared.js'), `export const shared = () => 'shared';`);
  writeFileSync(
    path.join(root, 'src', 'Home.js'),
    `import { shared } from './shared.js'; export default () => shared() + 'home';`,
  );
  writeFileSync(
    path.join(root, 'src', 'Login.js'),
    `import './login.css'; import { shared } from './shared.js'; export default () => shared() + 'login';`,
  );
  writeFileSync(path.join(root, 'src', 'login.css'), `.login { color: red }`);
  writeFileSync(path.join(root, 'src', 'data.js'), `export const load = (client) => client;`);
  writeFileSync(path.join(root, 'src', 'Item.js'), `export default () => 'item';`);
  await build({ root, logLevel: 'silent', configFile: false, plugins: [pageHtmlPlugin()] });

  const dist = path.join(root, 'dist');
  const login = readFileSync(path.join(dist, 'login', 'index.html'), 'utf8');
  const preloads = (html, rel) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="/assets/([^"-]+)-`, 'g'))].map(
      (m) => m[1],
    );
  assert.deepEqual(preloads(login, 'modulepreload').sort(), ['Login', 'data', 'shared']);
  assert.match(
    login,
    /<link rel="preload" as="style" crossorigin href="\/assets\/Login-[^"]+\.css">/,
  );
  // The page's styles are fetched, not applied before the code: no stylesheet link holds the paint.
  assert.doesNotMatch(login, /rel="stylesheet"/);
  assert.match(login, /<script type="module"/);

  const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
  assert.deepEqual(preloads(home, 'modulepreload').sort(), ['Home', 'shared']);
  assert.equal(existsSync(path.join(dist, 'item')), false);
});
