import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Options } from 'tsup';
import ts from 'typescript';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** Test code never ships: tests, stories, test kits (`*.testing.ts`) and anything under a `test/`. */
export function isPublished(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  if (parts.includes('test') || parts.includes('__tests__')) return false;
  const name = parts[parts.length - 1] ?? '';
  return !/\.(test|spec|stories|testing)\.[cm]?tsx?$/.test(name) && !name.endsWith('.d.ts');
}

function walk(dir: string, root: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, root, out);
    else out.push(path.relative(root, full));
  }
  return out;
}

/** The `source` condition's targets of a package's exports: its public entry modules. */
function exportedSources(cwd: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
    exports?: unknown;
  };
  const found: string[] = [];
  const visit = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (key === 'source' && /\.tsx?$/.test(value)) found.push(path.join(cwd, value));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(manifest.exports);
  return found;
}

/**
 * The modules a consumer can reach from the package's exports (relative paths under `srcDir`,
 * sorted): the build's entries. A story's sample data or a test kit beside the components is
 * reached by no export, so it is not built or published.
 */
export function reachableModules(cwd: string): string[] {
  const srcDir = path.join(cwd, 'src');
  const seen = new Set<string>();
  const queue = exportedSources(cwd);
  if (queue.length === 0) throw new Error(`${cwd}: no export has a "source" condition`);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, , , specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_SPECIFIER)) {
      const target = specifier && resolveSource(file, specifier);
      if (target && /\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => path.relative(srcDir, file)).sort();
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/**
 * The source file a relative import names, as a bundler resolves it: `./x` is `./x.ts`, `./x.tsx`,
 * `./x/index.ts` or `./x/index.tsx`; a specifier with another extension (`./x.css`) is itself.
 */
export function resolveSource(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (/\.(css|json)$/.test(specifier)) return existsSync(base) ? base : undefined;
  const candidates = [
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, 'index' + ext)),
  ];
  return candidates.find((file) => existsSync(file));
}

/** The specifier the emitted module uses for a relative import: the `.js` file it becomes. */
export function emittedSpecifier(fromFile: string, specifier: string): string {
  const target = resolveSource(fromFile, specifier);
  if (!target) throw new Error(`${fromFile}: cannot resolve '${specifier}'`);
  if (/\.(css|json)$/.test(target)) return specifier;
  let relative = path
    .relative(path.dirname(fromFile), target)
    .replace(/\.tsx?$/, '.js')
    .split(path.sep)
    .join('/');
  if (!relative.startsWith('.')) relative = './' + relative;
  return relative;
}

/**
 * Keeps every import external, so each source module becomes one dist module: a relative import
 * is rewritten to the `.js` file its target becomes (Node's ESM and every bundler need the
 * extension), a CSS import stays as written (the CSS file is copied beside it), a package import
 * stays a package import. A published module that imports test code fails the build.
 */
function oneModulePerSource(srcDir: string): EsbuildPlugin {
  return {
    name: 'wallet-one-module-per-source',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (!/^\.\.?(\/|$)/.test(args.path)) return { path: args.path, external: true };
        const target = resolveSource(args.importer, args.path);
        if (!target) return undefined; // esbuild reports the unresolved import
        const relative = path.relative(srcDir, target);
        if (relative.startsWith('..') || !isPublished(relative)) {
          throw new Error(`${args.importer} imports '${args.path}', which is not published`);
        }
        return { path: emittedSpecifier(args.importer, args.path), external: true };
      });
    },
  };
}

// `from './x'`, `import('./x')`, `import './x'`, and the bare `'.'`/`'..'` TypeScript writes for an
// inferred type from a folder's index.
const RELATIVE_SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

/**
 * Rewrites a declaration file's relative specifiers the way `oneModulePerSource` does the JS, and
 * drops its CSS imports.
 */
export function rewriteDeclaration(text: string, sourceFile: string): string {
  // A style sheet's side-effect import has no types: TypeScript keeps it, type checkers fail on it.
  return text
    .replace(/^import\s+['"][^'"]+\.css['"];?\n/gm, '')
    .replace(
      RELATIVE_SPECIFIER,
      (_match, lead: string, quote: string, specifier: string) =>
        `${lead}${quote}${emittedSpecifier(sourceFile, specifier)}${quote}`,
    );
}

/** One `.d.ts` per published source module, from the package's tsconfig, with `.js` specifiers. */
function emitDeclarations(cwd: string, entries: string[], outDir: string): void {
  const configPath = ts.findConfigFile(cwd, (file) => ts.sys.fileExists(file), 'tsconfig.json');
  if (!configPath) throw new Error(`${cwd}: no tsconfig.json`);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${configPath}: unreadable`);
  const srcDir = path.join(cwd, 'src');
  const program = ts.createProgram(entries, {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    incremental: false,
    composite: false,
    rootDir: srcDir,
    outDir,
  });
  const result = program.emit(undefined, (fileName, text, _bom, _onError, sources) => {
    const source = sources?.[0]?.fileName;
    if (!source) return;
    mkdirSync(path.dirname(fileName), { recursive: true });
    writeFileSync(fileName, rewriteDeclaration(text, source));
  });
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    const host = {
      getCanonicalFileName: (f: string) => f,
      getCurrentDirectory: () => cwd,
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnostics(errors, host));
  }
}

/**
 * The build of a published package (@wallet/api, domain, ui, shell): every published module of
 * `src/` becomes one ES module in `dist/` at the same path, with its declaration file, and the
 * CSS files are copied beside them. A consumer's bundler then keeps only the modules it reaches,
 * and a component's CSS travels with the component (`sideEffects: ["**\/*.css"]`).
 */
export function packageBuild(cwd: string = process.cwd()): Options {
  const srcDir = path.join(cwd, 'src');
  const outDir = path.join(cwd, 'dist');
  const modules = reachableModules(cwd);
  const entry = Object.fromEntries(
    modules.map((file) => [file.replace(/\.tsx?$/, ''), path.join('src', file)]),
  );
  return {
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    outDir: 'dist',
    dts: false,
    clean: true,
    splitting: false,
    sourcemap: false,
    // One line per module (a hundred in the kit) would bury the task logs; errors still print.
    silent: true,
    esbuildPlugins: [oneModulePerSource(srcDir)],
    onSuccess: async () => {
      for (const file of walk(srcDir, srcDir, [])) {
        if (!file.endsWith('.css') || !isPublished(file)) continue;
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        copyFileSync(path.join(srcDir, file), path.join(outDir, file));
      }
      emitDeclarations(
        cwd,
        modules.map((file) => path.join(srcDir, file)),
        outDir,
      );
    },
  };
}
