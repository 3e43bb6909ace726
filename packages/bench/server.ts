import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ServedSite } from './config.js';

export const SANDBOX = 'http://localhost:4010';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export interface Server {
  stop(): Promise<void>;
}

/** Serves the built sites on the sandbox, as `pnpm start` does, and waits until it answers. */
export async function startServer(root: string, sites: ServedSite[]): Promise<Server> {
  // The built sites call the sandbox on a fixed port; measuring someone else's server would be wrong.
  if (await answers(`${SANDBOX}/__sandbox/state`)) {
    throw new Error(
      `${SANDBOX} is already in use: stop \`pnpm start\` or the browser tests first.`,
    );
  }
  const args = [join(root, 'packages/sandbox/dist/cli.js'), '--port', '4010', '--quiet'];
  for (const site of sites) args.push('--site', `${site.port}=${join(root, site.dist)}`);
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server = { stop: () => stopChild(child, exited) };

  const deadline = Date.now() + 30_000;
  while (!(await answers(`${SANDBOX}/__sandbox/state`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error('The sandbox did not start (is `pnpm build` done?).');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Every route starts from the seed, so one route's requests cannot change another's figures. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${SANDBOX}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Sandbox reset answered ${response.status}`);
}

/** Logs a seeded player in on the sandbox (every seeded password is the same) and returns the token. */
export async function tokenFor(phone: string): Promise<string> {
  const response = await fetch(`${SANDBOX}/api/login_user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, password: 'Matkhau1', captcha_token: 'sandbox-captcha-ok' }),
  });
  if (!response.ok) throw new Error(`Login of ${phone} on the sandbox answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The sandbox from its seed, and the token of `phone` when the route is measured logged in. */
export async function prepareRoute(phone: string | undefined): Promise<string | undefined> {
  await resetSandbox();
  return phone ? tokenFor(phone) : undefined;
}
