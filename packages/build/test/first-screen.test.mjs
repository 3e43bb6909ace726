// Issue 48 §2: "Home's first load carries only what its first screen draws". A site's first screen
// (`defineSite({ firstScreen })`) asks for the entry, the framework and its own page's code, and not
// the chunk the other pages share for their forms.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build } from 'vite';
import { defineSite } from '../dist/vite-site.js';
import { writeSite } from './site-fixture.mjs';

const PAGES = ['Login', 'Register', 'Reset'];

/** Home draws a banner the three pages use too; the three share a form field home never uses. */
function site() {
  const files = {
    'src/route.ts': `export const routes = [
      { path: '/', page: () => import('./home/Home.ts') },
      ${PAGES.map((p) => `{ path: '/${p.toLowerCase()}', page: () => import('./${p}.ts') },`).join('\n')}
    ];`,
    'src/main.ts': `import { routes } from './route.ts'; import { frame } from './frame.ts';
     document.title = frame(); routes.forEach((r) => r.page().then((m) => console.log(m.default())));`,
    'src/frame.ts': `export const frame = (): string => 'frame-of-every-page';`,
    'src/banner.ts': `export const banner = (): string => 'banner-home-draws';`,
    'src/field.ts': `export const field = (): string => 'field-forms-share';`,
    'src/home/Home.ts': `import { banner } from '../banner.ts'; export default () => banner() + 'home-own-code';`,
  };
  for (const page of PAGES) {
    files[`src/${page}.ts`] =
      `import { banner } from './banner.ts'; import { field } from './field.ts';
       export default (): string => banner() + field() + '${page}';`;
  }
  return writeSite('first-screen', files);
}

/** Every script a page's HTML asks for (its entry and its preloads), read together. */
function scriptsOf(dist, html) {
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

test('the first screen asks for what it draws, not the code the other pages share', async () => {
  const root = site();
  const cwd = process.cwd();
  // defineSite reads the site from the working directory, as each site's `vite build` runs.
  process.chdir(root);
  try {
    const config = defineSite({ dev: 5999, preview: 4999, firstScreen: 'src/home/Home.ts' });
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
