import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.apk': 'application/vnd.android.package-archive',
};

// Text is sent compressed, as any static host sends it; images and fonts are compressed already.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

type Encoding = 'br' | 'gzip' | 'identity';

function pickEncoding(req: IncomingMessage, file: string): Encoding {
  if (!COMPRESSIBLE.has(extname(file).toLowerCase())) return 'identity';
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

// A built site is a few hundred kilobytes: each text file is compressed once, at the highest level,
// and kept until it changes on disk (a rebuild while the server runs).
const compressed = new Map<string, { mtimeMs: number; bytes: Buffer }>();

function compress(file: string, encoding: 'br' | 'gzip', mtimeMs: number): Buffer {
  const key = `${encoding} ${file}`;
  const kept = compressed.get(key);
  if (kept?.mtimeMs === mtimeMs) return kept.bytes;
  const raw = readFileSync(file);
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(raw, { level: 9 });
  compressed.set(key, { mtimeMs, bytes });
  return bytes;
}

/** The file's stats when `path` is a regular file; undefined otherwise. */
function fileStats(path: string): Stats | undefined {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats?.isFile() ? stats : undefined;
}

/**
 * The headers the build asks to be served with (`_headers.json`, written by @wallet/build's
 * `defineSite` from the build's environment: the Content-Security-Policy and the other security
 * headers, the same ones deploy/nginx sends), read again when a rebuild changes it. None when the
 * build has no such file.
 */
function buildHeaders(root: string): Record<string, string> {
  const file = join(root, HEADERS_FILE);
  const stats = fileStats(file);
  if (!stats) return {};
  const kept = headersOf.get(file);
  if (kept?.mtimeMs === stats.mtimeMs) return kept.headers;
  const { headers } = JSON.parse(readFileSync(file, 'utf8')) as { headers: Record<string, string> };
  headersOf.set(file, { mtimeMs: stats.mtimeMs, headers });
  return headers;
}
const HEADERS_FILE = '_headers.json';
const headersOf = new Map<string, { mtimeMs: number; headers: Record<string, string> }>();

/** Vite's content-hashed output: a name never changes meaning, so a browser keeps it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What is never served to players: source maps (kept for error reporting) and the headers file. */
const isPrivate = (pathname: string) =>
  pathname.endsWith('.map') || pathname === `/${HEADERS_FILE}`;

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  { size, mtimeMs }: Stats,
  cache: string,
  headers: Record<string, string>,
): void {
  const encoding = pickEncoding(req, file);
  const bytes = encoding === 'identity' ? null : compress(file, encoding, mtimeMs);
  res.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': bytes?.length ?? size,
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
    ...(bytes ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else if (bytes) res.end(bytes);
  else createReadStream(file).pipe(res);
}

/**
 * Serves a built single-page app. A path that is not a file gets its own index.html when the build
 * wrote one for that page (`/login` → login/index.html), else index.html (client-side routes), except
 * a missing asset (a path with an extension that does not ask for HTML), which is a 404 so a broken
 * bundle shows up as a 404 instead of HTML parsed as JavaScript. Served as deploy/nginx serves
 * it: the build's security headers on every answer, `/assets/` immutable, index.html `no-cache`,
 * source maps and the headers file 404.
 */
export function serveSite(dir: string) {
  const root = resolve(dir);
  const index = join(root, 'index.html');
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    } catch {
      res.writeHead(400).end('Bad path');
      return;
    }
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    const headers = buildHeaders(root);
    if (isPrivate(pathname)) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const asked = fileStats(file);
    if (asked) {
      // Vite puts content hashes in asset names (/assets/), so those are kept; the rest is revalidated.
      const cache = pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      send(req, res, file, asked, cache, headers);
      return;
    }
    const wantsHtml = !extname(pathname) || (req.headers.accept ?? '').includes('text/html');
    // A page's own HTML when the build wrote one (`/login` → login/index.html, which asks for the
    // page's code with the entry's), else the shell every client-side route opens.
    const pageHtml = join(file, 'index.html');
    const pageStats = wantsHtml ? fileStats(pageHtml) : undefined;
    if (pageStats) {
      send(req, res, pageHtml, pageStats, 'no-cache', headers);
      return;
    }
    const indexStats = fileStats(index);
    if (wantsHtml && indexStats) {
      send(req, res, index, indexStats, 'no-cache', headers);
      return;
    }
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(indexStats ? 'Not found' : `Site not built: ${root} has no index.html`);
  };
}
