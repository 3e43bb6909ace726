import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * Issue 48 §1 "what the first load is made of, module by module": the modules of the chunks a
 * route loads first, from the build's own module graph (rollup-plugin-visualizer's raw data,
 * written beside each site's build: @wallet/build's MODULE_REPORT), grouped by what a developer
 * would change (a package, a kit folder, a feature).
 */

/** The parts of rollup-plugin-visualizer's raw data read here. */
export interface ModuleReport {
  nodeParts: Record<string, { gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface ModuleShare {
  name: string;
  /** Its share of the route's first-load JS, gzip bytes. */
  gzip: number;
}

export function readModuleReport(file: string): ModuleReport {
  return JSON.parse(readFileSync(file, 'utf8')) as ModuleReport;
}

/**
 * What a module is counted as: a package from node_modules by its name; a workspace package by
 * its name and folder ('@wallet/ui modal'); the site's own module by its folder ('site
 * features/home'); the bundler's own helpers as 'bundler runtime'.
 */
/** A path under src/ by its first `depth` folders, or by its file's name when it has none. */
function folderOrFile(path: string, depth = 1): string {
  const parts = path.split('/');
  const folders = parts.slice(0, -1);
  return folders.length ? folders.slice(0, depth).join('/') : parts.at(-1)!.replace(/\.\w+$/, '');
}

export function groupOf(id: string): string {
  const path = id.replaceAll('\\', '/');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? path);
  }
  const workspace = /\/packages\/([^/]+)\/src\/(.+)$/.exec(path);
  if (workspace) return `@wallet/${workspace[1]} ${folderOrFile(workspace[2]!)}`;
  // The site's own modules: the visualizer names them from the site's folder ('/src/…').
  const own = /^\/src\/(.+)$/.exec(path);
  if (own) return `site ${folderOrFile(own[1]!, 2)}`;
  if (!path.startsWith('/')) return 'bundler runtime';
  return path.split('/').slice(-2).join('/');
}

/**
 * The route's first-load JS (`files`, as the page asked for them: '/assets/x.js'), shared out
 * among its groups: each module's gzip alone, scaled so that a file's modules add up to that
 * file's own gzip (`fileGzip`). Largest first.
 */
export function firstLoadModules(
  report: ModuleReport,
  files: readonly string[],
  fileGzip: (file: string) => number,
): ModuleShare[] {
  const wanted = new Set(files.map((file) => file.replace(/^\//, '')));
  const perFile = new Map<string, Array<{ name: string; gzip: number }>>();
  for (const meta of Object.values(report.nodeMetas)) {
    for (const [file, partUid] of Object.entries(meta.moduleParts)) {
      if (!wanted.has(file)) continue;
      const gzip = report.nodeParts[partUid]?.gzipLength ?? 0;
      perFile.set(file, [...(perFile.get(file) ?? []), { name: groupOf(meta.id), gzip }]);
    }
  }
  const totals = new Map<string, number>();
  for (const [file, modules] of perFile) {
    const sum = modules.reduce((total, m) => total + m.gzip, 0);
    const scale = sum > 0 ? fileGzip(`/${file}`) / sum : 0;
    for (const m of modules) totals.set(m.name, (totals.get(m.name) ?? 0) + m.gzip * scale);
  }
  return [...totals]
    .map(([name, gzip]) => ({ name, gzip: Math.round(gzip) }))
    .filter((share) => share.gzip > 0)
    .sort((a, b) => b.gzip - a.gzip || a.name.localeCompare(b.name));
}

/** A built file's gzip, as the first-load figures count it. */
export const gzipOfFile = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
