// Issue 48 §2: "Home's first load carries only what its first screen draws". A site's first screen
// (`defineSite({ firstScreen })`) asks for the entry, the framework and its own page's code, and not
// the chunk the other pages share for their forms.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build } from 'vite';
import { defineSite } from '../dist/vite-site.js';

const PAGES = ['Login', 'Register', 'Reset'];

function writeSite(root) {
  mkdirSync(path.join(root, 'src', 'home'), { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(root, 'src', 'route.ts'),
    `export const routes = [
      { path: '/', page: () => import('./home/Home.js') },
      ${PAGES.map((p) => `{ path: '/${p.toLowerCase()}', page: () => import('./${p}.js') },`).join('\n')}
    ];`,
  );
  writeFileSync(
    path.join(root, 'src', 'main.js'),
    `import { routes } from './route.ts'; import { frame } from './frame.js';
     document.title = frame(); routes.forEach((r) => r.page().then((m) => console.log(m.default())));`,
  );
  writeFileSync(
    path.join(root, 'src', 'frame.js'),
    `export const frame = () => 'frame-of-every-page';`,
  );
  // A kit piece home draws, which the three pages use too.
  writeFileSync(
    path.join(root, 'src', 'banner.js'),
    `export const banner = () => 'banner-home-draws';`,
  );
  // A form piece three pages share and home does not use.
  writeFileSync(
    path.join(root, 'src', 'field.js'),
    `export const field = () => 'field-forms-share';`,
  );
  writeFileSync(
    path.join(root, 'src', 'home', 'Home.js'),
    `import { banner } from '../banner.js'; export default () => banner() + 'home-own-code';`,
  );
  for (const page of PAGES) {
    writeFileSync(
      path.join(root, 'src', `${page}.js`),
      `import { banner } from './banner.js'; import { field } from './field.js';
       export default () => banner() + field() + '${page}';`,
    );
  }
}

/** Every script a page's HTML asks for (its entry and its preloads), read together. */
function scriptsOf(dist, html) {
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

test('the first screen asks for what it draws, not the code the other pages share', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  writeSite(root);
  const cwd = process.cwd();
  // defineSite reads the site from the working directory, as each site's `vite build` runs.
  process.chdir(root);
  try {
    const config = defineSite({ dev: 5999, preview: 4999, firstScreen: 'src/home/Home.js' });
    const resolved = await config({ command: 'build', mode: 'sandbox', isPreview: false });
    await build({ ...resolved, root, logLevel: 'silent', configFile: false });
  } finally {
    process.chdir(cwd);
  }
  const dist = path.join(root, 'dist');

  const home = scriptsOf(dist, readFileSync(path.join(dist, 'index.html'), 'utf8'));
  for (const drawn of ['frame-of-every-page', 'banner-home-draws', 'home-own-code']) {
    assert.match(home, new RegExp(drawn));
  }
  assert.doesNotMatch(home, /field-forms-share/);

  const login = scriptsOf(dist, readFileSync(path.join(dist, 'login', 'index.html'), 'utf8'));
  assert.match(login, /field-forms-share/);
  // Home's own folder stays in its page's chunk: a page opened first elsewhere does not carry it.
  assert.doesNotMatch(login, /home-own-code/);
});
