import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A site to build in a fresh folder: its `index.html` (a `#root` and the entry `src/main.ts`) and
 * `files`, by path from the site's folder. Returns the folder.
 */
export function writeSite(name, files) {
  const root = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const all = {
    'index.html':
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
