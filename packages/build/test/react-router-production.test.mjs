// A site's build reads react-router's production build, whose package exports name only the
// development one (remix-run/react-router#14102): no developer warnings in players' consoles.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { reactRouterProduction } from '../dist/vite-site.js';

const site = fileURLToPath(new URL('../../../apps/player-web/', import.meta.url));

test("react-router and react-router/dom resolve to the package's production build", () => {
  const aliases = reactRouterProduction(site);
  const target = (specifier) => aliases.find(({ find }) => find.test(specifier))?.replacement;
  for (const specifier of ['react-router', 'react-router/dom']) {
    const file = target(specifier);
    assert.match(file ?? '', /[\\/]react-router[\\/]dist[\\/]production[\\/]/, specifier);
  }
  const build = path.dirname(target('react-router'));
  const code = readdirSync(build)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(path.join(build, file), 'utf8'))
    .join('\n');
  assert.match(code, /ENABLE_DEV_WARNINGS = false/);
  assert.doesNotMatch(code, /ENABLE_DEV_WARNINGS = true/);
  // Only those two specifiers: react-router-dom and other subpaths resolve as usual.
  assert.equal(target('react-router-dom'), undefined);
  assert.equal(target('react-router/internal/react-server-client'), undefined);
});
