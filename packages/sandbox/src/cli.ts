#!/usr/bin/env node
import { SEED } from './seed/constants.js';
import { startSandboxServer, type SandboxServer } from './server.js';

const USAGE = `Usage: node dist/cli.js [--port 4010] [--host 127.0.0.1] [--site 4173=../../apps/player-web/dist ...]
                        [--log-file .sandbox-log/sandbox.log] [--no-validate] [--quiet]`;

function parseArgs(argv: string[]) {
  const out = {
    port: 4010,
    host: '127.0.0.1',
    sites: {} as Record<string, string>,
    logFile: '.sandbox-log/sandbox.log',
    validate: true,
    quiet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.includes('=') && arg.startsWith('--') && !arg.startsWith('--site=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--port') out.port = Number(value());
    else if (flag === '--host') out.host = value();
    else if (flag === '--log-file') out.logFile = value();
    else if (flag === '--no-validate') out.validate = false;
    else if (flag === '--quiet') out.quiet = true;
    else if (flag === '--site' || flag.startsWith('--site=')) {
      const spec = flag.startsWith('--site=') ? flag.slice(7) : value();
      const eq = spec.indexOf('=');
      if (eq < 1) throw new Error(`--site wants PORT=DIR, got "${spec}"`);
      out.sites[spec.slice(0, eq)] = spec.slice(eq + 1);
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument "${arg}"\n${USAGE}`);
  }
  if (!Number.isInteger(out.port) || out.port < 0)
    throw new Error(`--port wants a number\n${USAGE}`);
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const start = (validate: boolean) =>
    startSandboxServer({
      port: args.port,
      host: args.host,
      sites: args.sites,
      logFile: args.logFile || undefined,
      validate,
      // Request lines are noisy; OTPs and control actions are what a person at the terminal needs.
      log: (line) => {
        if (!args.quiet || !/ -> \d{3} \(/.test(line)) console.log(`[sandbox] ${line}`);
      },
      otpToConsole: false,
    });
  let server: SandboxServer;
  try {
    server = await start(args.validate);
  } catch (error) {
    // Outside the workspace the contract file may be missing; serving matters more than checking.
    if (!args.validate || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    console.warn(
      `[sandbox] contract not found, serving without validation: ${(error as Error).message}`,
    );
    server = await start(false);
  }
  const p = SEED.players;
  console.log(`
  Sandbox API   ${server.apiBase}
  Tracker       ${server.url}/tracker?site_code=sandbox
  Console       ${server.consoleUrl}
${Object.entries(server.sites)
  .map(([key, url]) => `  Site          ${url}   (${args.sites[key]})`)
  .join('\n')}
  Security hdr  ${SEED.securityHeader.name}: ${SEED.securityHeader.value}
  Log file      ${args.logFile || '(none)'}

  Seed players (password ${SEED.password}):
    ${p.approved.phone} approved, 5000 K     ${p.fresh.phone} new, not activated
    ${p.depositLocked.phone} deposit locked     ${p.withdrawLocked.phone} withdraw locked
    ${p.loginLocked.phone} login locked       ${p.mustReset.phone} must reset password
  OTPs are printed here and shown at ${server.url}/__sandbox/otp/{phone}
`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
