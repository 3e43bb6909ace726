// Issue 26: a page's largest paint came after the entry and then the page's own chunk, one round
// trip more than needed. Each page gets an HTML that asks for its chunks with the entry's.
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build } from 'vite';
import { pageHtmlPlugin, pagesIn } from '../dist/vite-site.js';
import { writeSite } from './site-fixture.mjs';

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
  const root = writeSite('page-html', {
    'src/route.ts': `export const routes = [
      { path: '/', page: () => import('./Home') },
      { path: '/login', page: () => import('./Login'), prefetch: (client: unknown) => import('./data').then((m) => m.load(client)) },
      { path: '/item/:id', page: () => import('./Item') },
    ];`,
    'src/main.ts': `import { routes } from './route.ts'; console.log(routes);`,
    'src/shared.ts': `export const shared = () => 'shared';`,
    'src/Home.ts': `import { shared } from './shared.ts'; export default () => shared() + 'home';`,
    'src/Login.ts': `import './login.css'; import { shared } from './shared.ts'; export default () => shared() + 'login';`,
    'src/login.css': `.login { color: red }`,
    'src/data.ts': `export const load = (client: unknown) => client;`,
    'src/Item.ts': `export default () => 'item';`,
  });
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
