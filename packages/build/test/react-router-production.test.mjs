// A site's build reads react-router's production build (no developer warnings in players'
// consoles, none of their code shipped): react-router 8's package exports send the production
// conditions there, so `defineSite` needs no alias (7's exports did not: remix-run/react-router#14102).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { defineSite } from '../dist/vite-site.js';

const site = fileURLToPath(new URL('../../../apps/player-web/', import.meta.url));
const ENTRY = '\0router-entry';

test("a site's build reads react-router and react-router/dom from the package's production build", async () => {
  process.chdir(site);
  const config = await defineSite({ dev: 1, preview: 2 })({ command: 'build', mode: 'sandbox' });
  const loaded = [];
  await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'router-entry',
        resolveId: (id) => (id === ENTRY ? id : undefined),
        load(id) {
          if (id === ENTRY) {
            return "import { createBrowserRouter } from 'react-router';\nimport { RouterProvider } from 'react-router/dom';\nconsole.log(createBrowserRouter, RouterProvider);";
          }
          if (id.includes('/react-router/dist/')) loaded.push(id);
          return undefined;
        },
      },
      ...config.plugins.filter((plugin) => plugin && plugin.name === 'vite:react-babel'),
    ],
    build: { ...config.build, write: false, rolldownOptions: { input: ENTRY } },
  });
  assert.ok(loaded.length > 0, 'react-router was not read');
  const development = loaded.filter(
    (id) => !/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id),
  );
  assert.deepEqual(development, []);
});
