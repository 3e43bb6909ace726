import type { Plugin } from 'vite';

/**
 * One HTML file per page of a site (`dist/login/index.html` for `/login`), each asking for its
 * page's own chunks and stylesheets with the entry's. Without it a page's code is asked for only
 * once the entry has run and the router has matched: one more round trip before the page can
 * draw (issue 26, "each page's largest paint … comes after the entry and the page's own chunk").
 *
 * A page is an object literal in a `route.ts(x)` of the site with a literal `path` and a
 * `page: () => import('…')` (the sites' `PageRoute`s); its data's `prefetch: () => import('…')`
 * comes too, as the call it makes waits for it. A path with a parameter has no file of its
 * own. `/` is index.html itself, which hosts also serve for every path without a file: an unknown
 * address then fetches home's code too, which is where its links lead.
 */
export function pageHtmlPlugin(): Plugin {
  // path → the ids of the modules its page and its data's prefetch import, as the bundler names them.
  const pages = new Map<string, string[]>();
  let base = '/';

  return {
    name: 'wallet-page-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async transform(code, id) {
      if (!/[\\/]route\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      for (const { path, specifiers } of pagesIn(code)) {
        const resolved = await Promise.all(
          specifiers.map((specifier) => this.resolve(specifier, id)),
        );
        pages.set(
          path,
          resolved.flatMap((module) => (module ? [module.id] : [])),
        );
      }
      return null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (pages.size === 0 || html?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What a chunk needs before it runs: itself and its static imports, all the way down.
        const closure = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        const page = String(html.source);
        // What index.html itself asks for; not a second entry's (a site's first screen, which is
        // `/`'s page and is preloaded like any other page's).
        const entry = new Set(
          chunks
            .filter((chunk) => chunk.isEntry && page.includes(`${base}${chunk.fileName}`))
            .flatMap((chunk) => [...closure(chunk.fileName)]),
        );
        for (const [path, ids] of pages) {
          const own = chunks.filter((chunk) => ids.includes(chunk.facadeModuleId ?? ''));
          if (own.length === 0) continue;
          const needed = new Set<string>();
          for (const chunk of own) closure(chunk.fileName, needed);
          const files = [...needed].filter((file) => !entry.has(file));
          const css = files.flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          const tags = [
            ...files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
            // Fetched now, applied when the page's code asks for it: a stylesheet link here would
            // hold back the first paint (the loading overlay) until the page's styles are in.
            ...css.map(
              (file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`,
            ),
          ];
          const source = page.replace(
            '</head>',
            `${tags.map((tag) => `  ${tag}\n`).join('')}</head>`,
          );
          if (path === '/') html.source = source;
          else this.emitFile({ type: 'asset', fileName: `${path.slice(1)}/index.html`, source });
        }
      },
    },
  };
}

/**
 * The pages a route module declares: each `path: '/x'` with the modules its object imports for the
 * page (`page: () => import('./X')`) and for its data (`prefetch: (…) => import('./prefetch')`), up
 * to the next `path`. Exported for its test.
 */
export function pagesIn(code: string): Array<{ path: string; specifiers: string[] }> {
  const paths = [...code.matchAll(/\bpath:\s*(['"])(\/[^'"]*|\*)\1/g)];
  return paths.flatMap((match, i) => {
    const path = match[2]!;
    const span = code.slice(match.index, paths[i + 1]?.index ?? code.length);
    const specifiers = [
      ...span.matchAll(
        /\b(?:page|prefetch):\s*(?:\([^)]*\)|\w+)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g,
      ),
    ].map((found) => found[2]!);
    return /[:*]/.test(path) || specifiers.length === 0 ? [] : [{ path, specifiers }];
  });
}
