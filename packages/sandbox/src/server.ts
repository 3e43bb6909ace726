import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import {
  createServer as createNodeServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { dirname } from 'node:path';
import { getResponse } from 'msw';
import { FAULT_HEADER } from './handlers/faults.js';
import { close, listen } from './listen.js';
import type { SandboxOptions } from './options.js';
import { createSandbox, type Sandbox } from './sandbox.js';
import { serveSite } from './static.js';
import { createContractValidator, jsonBodyOf, type ContractValidator } from './validate.js';

export interface SandboxServerOptions extends Omit<SandboxOptions, 'apiBase' | 'trackerBase'> {
  /** 4010 by default; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Host name used in the URLs the sandbox hands out (API base, payment and game links). Default localhost. */
  publicHost?: string;
  /** Port -> directory of a built SPA, served with an index.html fallback. */
  sites?: Record<number | string, string>;
  /** Append every log line (requests, OTPs, control actions) to this file. */
  logFile?: string;
  /** Validate each API response against the contract; violations are logged and counted on /__sandbox/state. */
  validate?: boolean | { contractPath?: string };
}

export interface SandboxServer {
  /** Origin of the sandbox, e.g. http://localhost:4010. */
  url: string;
  apiBase: string;
  consoleUrl: string;
  /** Requested site key -> its URL. */
  sites: Record<string, string>;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** Any http(s) origin on this machine may call the sandbox: the sites run on other ports. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname, protocol } = new URL(origin);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
    );
  } catch {
    return false;
  }
}

/**
 * Node closes an idle kept-alive connection after 5 s (and a second's grace); a client that sends on
 * it at that moment gets ECONNRESET (a browser test's control call did, at the end of a test).
 * Holding idle connections for a minute keeps that moment out of any test; close() ends them at once.
 */
function createServer(listener?: RequestListener): Server {
  const server = createNodeServer(listener);
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  return server;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** Node request -> Fetch Request -> the MSW handlers (msw's getResponse) -> Node response. */
function createRequestHandler(
  sandbox: Sandbox,
  origin: string,
  validator: ContractValidator | null,
  log: (line: string) => void,
) {
  function corsHeaders(req: IncomingMessage): Record<string, string> {
    const from = req.headers.origin;
    if (!from || !isLocalOrigin(from)) return {};
    const allowed = [
      'Authorization',
      'Content-Type',
      'X-Security-Code',
      sandbox.options.securityHeader.name,
    ];
    return {
      'Access-Control-Allow-Origin': from,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': [...new Set(allowed)].join(', '),
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
  }

  async function check(method: string, url: URL, response: Response): Promise<void> {
    const { apiPath } = sandbox.options;
    const isApi = url.pathname.startsWith(`${apiPath}/`) || url.pathname === '/tracker';
    if (!validator || !isApi || response.headers.has(FAULT_HEADER)) return;
    const body = await jsonBodyOf(response);
    const path = url.pathname === '/tracker' ? '/tracker' : url.pathname.slice(apiPath.length);
    const errors = validator.validateResponse({ method, path, status: response.status, body });
    if (!errors.length) return;
    sandbox.stats.contractViolations += errors.length;
    sandbox.stats.lastViolations = [...errors, ...sandbox.stats.lastViolations].slice(0, 20);
    for (const e of errors) log(`CONTRACT VIOLATION ${e}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const method = req.method ?? 'GET';
    const cors = corsHeaders(req);
    if (method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const url = new URL(req.url ?? '/', origin);
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(url, {
      method,
      headers: toFetchHeaders(req),
      body: hasBody ? new Uint8Array(await readBody(req)) : undefined,
    });
    const response = await getResponse(sandbox.handlers, request);
    if (!response) {
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', ...cors });
      res.end(JSON.stringify({ status: false, message: 'NOT_FOUND' }));
      log(`${method} ${url.pathname}${url.search} -> 404 (no handler)`);
      return;
    }
    if (response.type === 'error') {
      // A "drop" or "drop-after" fault: cut the connection so the client sees a network error.
      log(`${method} ${url.pathname} -> connection dropped`);
      const lost = sandbox.state.lostAnswers.indexOf(`${method} ${url.pathname}`);
      if (lost >= 0) {
        // The upstream acted: its answer starts, then the line goes. A browser re-sends a request
        // whose connection closed before any answer (it takes it for an idle keep-alive closed);
        // one with a started answer it does not, as with a real answer lost on its way.
        sandbox.state.lostAnswers.splice(lost, 1);
        res.writeHead(200, { 'Content-Type': 'application/json', 'content-length': '64', ...cors });
        res.write('{"status":');
        setTimeout(() => req.socket.destroy(), 50);
        return;
      }
      req.socket.destroy();
      return;
    }
    await check(method, url, response);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      // The length is set below from the bytes actually sent; a second one breaks HTTP clients.
      if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
    });
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, { ...headers, ...cors, 'content-length': String(body.length) });
    res.end(method === 'HEAD' ? undefined : body);
    if (!url.pathname.startsWith('/__sandbox/assets')) {
      log(
        `${method} ${url.pathname}${url.search} -> ${response.status} (${Date.now() - started} ms)`,
      );
    }
  }

  return handle;
}

export async function startSandboxServer(
  options: SandboxServerOptions = {},
): Promise<SandboxServer> {
  const {
    port = 4010,
    host = '127.0.0.1',
    publicHost = 'localhost',
    sites = {},
    logFile,
    validate,
    ...sandboxOptions
  } = options;

  let file: WriteStream | undefined;
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    file = createWriteStream(logFile, { flags: 'a' });
  }
  const log = (line: string) => {
    sandboxOptions.log?.(line);
    file?.write(`${new Date().toISOString()} ${line}\n`);
  };

  const validator = validate
    ? createContractValidator(typeof validate === 'object' ? validate.contractPath : undefined)
    : null;
  // The sandbox needs its own origin (for the URLs it hands out), known only after listen; the
  // request listener is attached right after, before any connection can be read.
  const api = createServer();
  const actualPort = await listen(api, port, host);
  const origin = `http://${publicHost}:${actualPort}`;
  const sandbox = createSandbox({ ...sandboxOptions, apiBase: `${origin}/api`, log });
  const handle = createRequestHandler(sandbox, origin, validator, log);
  api.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      log(`sandbox error: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status: false, message: 'SANDBOX_ERROR' }));
    });
  });

  const siteServers: Server[] = [];
  const siteUrls: Record<string, string> = {};
  try {
    for (const [key, dir] of Object.entries(sites)) {
      const server = createServer(serveSite(dir));
      siteUrls[key] = `http://${publicHost}:${await listen(server, Number(key), host)}`;
      siteServers.push(server);
    }
  } catch (error) {
    // A taken site port must not leave the API server running behind a failed start.
    await Promise.all([api, ...siteServers].map(close));
    file?.end();
    throw error;
  }

  return {
    url: origin,
    apiBase: sandbox.options.apiBase,
    consoleUrl: `${origin}/__sandbox/`,
    sites: siteUrls,
    sandbox,
    async close() {
      await Promise.all([api, ...siteServers].map(close));
      file?.end();
    },
  };
}
