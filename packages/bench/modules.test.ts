import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstLoadModules, groupOf, type ModuleReport } from './modules.ts';

void test('a module is counted as a package, a kit folder, a feature or the bundler', () => {
  assert.equal(
    groupOf('/w/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/client.js'),
    'react-dom',
  );
  assert.equal(
    groupOf(
      '/w/node_modules/.pnpm/@tanstack+query-core@5/node_modules/@tanstack/query-core/build/x.js',
    ),
    '@tanstack/query-core',
  );
  assert.equal(groupOf('/w/packages/ui/src/modal/Modal.tsx'), '@wallet/ui modal');
  assert.equal(groupOf('/w/packages/domain/src/money.ts'), '@wallet/domain money');
  assert.equal(groupOf('/src/features/home/HomePage.tsx'), 'site features/home');
  assert.equal(groupOf('/w/packages/shell/src/a/b/c.ts'), '@wallet/shell a');
  assert.equal(groupOf('/src/main.tsx'), 'site main');
  assert.equal(groupOf('/src/app/routes.tsx'), 'site app');
  assert.equal(groupOf('\0vite/preload-helper.js'), 'bundler runtime');
});

void test("a route's first load shared out among its groups: each file's modules add up to that file's gzip", () => {
  const report: ModuleReport = {
    nodeParts: {
      p1: { gzipLength: 300, metaUid: 'm1' },
      p2: { gzipLength: 100, metaUid: 'm2' },
      p3: { gzipLength: 50, metaUid: 'm3' },
      p4: { gzipLength: 999, metaUid: 'm4' },
    },
    nodeMetas: {
      m1: { id: '/w/node_modules/react-dom/index.js', moduleParts: { 'assets/a.js': 'p1' } },
      m2: { id: '/w/packages/ui/src/modal/Modal.tsx', moduleParts: { 'assets/a.js': 'p2' } },
      m3: { id: '/w/packages/ui/src/modal/lock.ts', moduleParts: { 'assets/b.js': 'p3' } },
      // In a file the route does not load: not counted.
      m4: {
        id: '/src/features/deposit/DepositPage.tsx',
        moduleParts: { 'assets/c.js': 'p4' },
      },
    },
  };
  const gzip: Record<string, number> = { '/assets/a.js': 200, '/assets/b.js': 40 };
  assert.deepEqual(
    firstLoadModules(report, ['/assets/a.js', '/assets/b.js'], (f) => gzip[f]!),
    [
      { name: 'react-dom', gzip: 150 },
      { name: '@wallet/ui modal', gzip: 90 },
    ],
  );
});

void test("the README shows home's and /login's largest groups, and the rest summed", async () => {
  const { modulesTable } = await import('./report.ts');
  const route = (path: string) => ({
    path,
    js: { gzip: 4000 },
    modules: Array.from({ length: 14 }, (_, i) => ({ name: `group ${i}`, gzip: 1000 - i * 10 })),
  });
  const text = modulesTable([
    { site: 'player-web', routes: [route('/'), route('/login'), route('/deposit')] },
  ] as never);
  assert.match(text, /player-web `\/`: 4 KB gzip of JS/);
  assert.match(text, /player-web `\/login`/);
  assert.doesNotMatch(text, /`\/deposit`/);
  assert.match(text, /\| group 0 \| 1 \|/);
  assert.match(text, /\| group 11 \| 0\.9 \|/);
  assert.doesNotMatch(text, /\| group 12 \|/);
  assert.match(text, /\| the rest \| 1\.8 \|/);
});
