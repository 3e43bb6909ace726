// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('the README', () => {
  it("shows the minimal shell exactly as examples/minimal-shell has it (type-checked, linted, and run by createWallet's test)", () => {
    const readme = read('README.md');
    const start = readme.indexOf('## A complete new shell');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const blocks = [...section.matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks).toEqual([
      read('examples/minimal-shell/main.tsx'),
      read('examples/minimal-shell/routes.tsx'),
      read('examples/minimal-shell/pages.tsx'),
    ]);
  });
});
