// The consumer app of consumer.test.mjs, outside the workspace: the packed tarballs of the
// published packages, unpacked, and a Vite + React site that depends on them by path, with the
// rest from the registry at the versions the workspace uses. Its lockfile is committed
// (app.pnpm-lock.yaml), so the test installs with --frozen-lockfile from pnpm's store, which the
// workspace's own install has filled: no resolution against the registry inside a test run
// (issue 25: a registry install hung there, 2 × 120 s). `pnpm --filter @wallet/consumer-test lock`
// writes the lockfile again when a package's dependencies or the workspace's versions change.
// `pnpm test` installs both apps before its suites run side by side (`prepare-apps`, below), and
// the test uses them when they were made from the same packages; run alone, it installs its own.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.join(import.meta.dirname, '..', '..', '..');
export const PUBLISHED = ['api', 'domain', 'ui', 'shell'];
/** What a site provides once for the packages (their peer dependencies). */
export const PEERS = ['react', 'react-dom', 'react-router', '@tanstack/react-query'];

/**
 * The app is made twice: with the peers' highest versions the packages' ranges allow (the ones the
 * workspace builds and tests with) and with their lowest. The lowest are installed in the
 * workspace too, as aliases in this package's devDependencies, so both installs run from pnpm's
 * store.
 */
export const VARIANTS = ['highest', 'lowest'];

/** The consumer app's committed lockfile, one per variant. */
export function lockfileOf(variant) {
  const name = variant === 'highest' ? 'app.pnpm-lock.yaml' : `app-${variant}.pnpm-lock.yaml`;
  return path.join(import.meta.dirname, '..', name);
}

/** The version the workspace uses, so the consumer installs what pnpm's store already has. */
function versionOf(name, fromPackage) {
  const manifest = path.join(root, 'packages', fromPackage, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function peerRanges(name) {
  return PUBLISHED.map((pkg) => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'packages', pkg, 'package.json'), 'utf8'),
    );
    return manifest.peerDependencies?.[name];
  }).filter(Boolean);
}

const parts = (version) => version.split('.').map(Number);
export const compare = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/**
 * The lowest version of a peer that every published package's range allows: ranges are written
 * `^x.y.z`, so it is the highest of their `x.y.z`.
 */
export function lowestAllowed(name) {
  const minima = peerRanges(name).map((range) => {
    const match = /^\^(\d+\.\d+\.\d+)$/.exec(range);
    if (!match) throw new Error(`${name}: peer range ${range} is not written ^x.y.z`);
    return match[1];
  });
  if (minima.length === 0) throw new Error(`${name} is no published package's peer`);
  return minima.sort(compare).at(-1);
}

/** The peer versions the app of a variant depends on. */
export function peerVersions(variant) {
  const highest = {
    '@tanstack/react-query': versionOf('@tanstack/react-query', 'shell'),
    react: versionOf('react', 'ui'),
    'react-dom': versionOf('react-dom', 'ui'),
    'react-router': versionOf('react-router', 'shell'),
  };
  if (variant === 'highest') return highest;
  return Object.fromEntries(PEERS.map((name) => [name, lowestAllowed(name)]));
}

/**
 * Runs a command to its end. One that outlives `timeoutMs` is killed with everything it started
 * (its own process group: `pnpm` is a script whose Node is a child of a shell) and throws with
 * `timedOut`; one that fails throws with what it printed. With `finished`, a command whose output
 * says it has finished but that has not exited 10 s later is stopped the same way, and counts as
 * done.
 */
export function run(cmd, args, cwd, { env = process.env, timeoutMs = 120_000, finished } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const stop = () => process.kill(-child.pid, 'SIGKILL');
    let output = '';
    let timedOut = false;
    let lingered = false;
    let lingering;
    const collect = (chunk) => {
      output += chunk;
      if (finished && !lingering && finished.test(output)) {
        lingering = setTimeout(() => {
          lingered = true;
          stop();
        }, 10_000);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      clearTimeout(lingering);
      if (code === 0 || lingered) return resolve(output);
      const what = timedOut ? `gave no answer in ${timeoutMs / 1000} s` : `exited ${code}`;
      reject(Object.assign(new Error(`${cmd} ${args.join(' ')} ${what}\n${output}`), { timedOut }));
    });
  });
}

/**
 * Packs each published package as `pnpm publish` would and unpacks it in `work/packages/<name>`,
 * where the app depends on it by a relative path (so the lockfile is the same whatever `work` is).
 */
async function unpackTarballs(work) {
  const tarballs = path.join(work, 'tarballs');
  for (const name of PUBLISHED) {
    await run('pnpm', ['pack', '--pack-destination', tarballs], path.join(root, 'packages', name));
    const tgz = readdirSync(tarballs).find((f) => f.startsWith(`wallet-${name}-`));
    if (!tgz) throw new Error(`pnpm pack left no tarball of @wallet/${name} in ${tarballs}`);
    const unpacked = path.join(work, 'packages', name);
    mkdirSync(unpacked, { recursive: true });
    await run(
      'tar',
      ['-xzf', path.join(tarballs, tgz), '-C', unpacked, '--strip-components=1'],
      work,
    );
  }
}

/** The README's complete new shell, which the app holds file for file. */
const example = path.join(root, 'packages/shell/examples/minimal-shell');

const filesUnder = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

/** JSON with its keys in order: pnpm writes a packed manifest's keys in no fixed order. */
const sorted = (value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sorted(value[key])]),
      )
    : value;

/**
 * What an installed app is made from: the unpacked packages, the variant's lockfile, this file
 * (the app's own sources) and the README's shell.
 */
function fingerprint(work, variant) {
  const hash = createHash('sha256').update(variant);
  const sources = [lockfileOf(variant), import.meta.filename, ...filesUnder(example)];
  for (const file of [...filesUnder(path.join(work, 'packages')), ...sources]) {
    const text = readFileSync(file, 'utf8');
    hash.update(path.relative(work, file));
    hash.update(file.endsWith('package.json') ? JSON.stringify(sorted(JSON.parse(text))) : text);
  }
  return hash.digest('hex').slice(0, 16);
}

/** Writes the app in `work/app`, packing the packages first unless they are unpacked there. */
export async function makeApp(work, variant = 'highest') {
  const app = path.join(work, 'app');
  if (!existsSync(path.join(work, 'packages'))) await unpackTarballs(work);
  const files = Object.fromEntries(
    PUBLISHED.map((name) => [`@wallet/${name}`, `file:../packages/${name}`]),
  );
  mkdirSync(path.join(app, 'src'), { recursive: true });
  const manifest = {
    name: 'fourth-shell',
    private: true,
    type: 'module',
    dependencies: {
      ...files,
      ...peerVersions(variant),
    },
    devDependencies: {
      '@types/react': versionOf('@types/react', 'ui'),
      '@types/react-dom': versionOf('@types/react-dom', 'ui'),
      '@vitejs/plugin-react': versionOf('@vitejs/plugin-react', 'build'),
      typescript: versionOf('typescript', 'build'),
      vite: versionOf('vite', 'build'),
    },
    // The tarballs depend on each other by version (0.1.0), which the registry does not have.
    pnpm: { overrides: files },
  };
  const sources = {
    'package.json': JSON.stringify(manifest, null, 2),
    'index.html':
      '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Fourth shell</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    'vite.config.ts':
      "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n" +
      'export default defineConfig({ plugins: [react()] });\n',
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: ['vite/client'],
      },
      include: ['src', 'shell/src'],
    }),
    'src/css.d.ts': "declare module '*.css';\n",
    'src/main.tsx': `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi, createQueryClient, SANDBOX_DEFAULTS } from '@wallet/api';
import { RETRY_LABEL } from '@wallet/domain';
import { WalletProvider } from '@wallet/shell';
import { Button } from '@wallet/ui';
import '@wallet/ui/styles.css';

const api = createApi(SANDBOX_DEFAULTS);
const queryClient = createQueryClient();

function App() {
  const [taps, setTaps] = useState(0);
  return (
    <main>
      <h1>Fourth shell</h1>
      <Button onClick={() => setTaps((n) => n + 1)}>{RETRY_LABEL}</Button>
      <p>taps: {taps}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <WalletProvider api={api} queryClient={queryClient}>
    <App />
  </WalletProvider>,
);
`,
  };
  // The README's complete new shell, file for file, as its own site.
  sources['shell/index.html'] = sources['index.html'];
  for (const file of readdirSync(example)) {
    sources[`shell/src/${file}`] = readFileSync(path.join(example, file), 'utf8');
  }
  mkdirSync(path.join(app, 'shell', 'src'), { recursive: true });
  for (const [name, text] of Object.entries(sources)) writeFileSync(path.join(app, name), text);

  return app;
}

/**
 * Installs the app from its committed lockfile, offline first. A lockfile that no longer matches
 * the app (a package's dependencies or the workspace's versions changed) fails at once, saying
 * how to write it again.
 * pnpm's install now and then does not exit though it has finished (pnpm/pnpm#13617: "Done in …"
 * printed, idle worker threads): that install is complete and is stopped. One that hangs before it
 * is done is killed after 120 s and tried once more from an empty node_modules.
 */
export async function install(app, variant = 'highest') {
  copyFileSync(lockfileOf(variant), path.join(app, 'pnpm-lock.yaml'));
  const args = ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'];
  const options = { finished: /^Done in /m };
  const once = () =>
    run('pnpm', args, app, options).catch((error) => {
      if (/ERR_PNPM_OUTDATED_LOCKFILE|ERR_PNPM_LOCKFILE_CONFIG_MISMATCH/.test(error.message)) {
        throw new Error(
          `The consumer app's lockfile (packages/consumer-test/${path.basename(lockfileOf(variant))}) ` +
            'does not match ' +
            'the packages any more: run `pnpm --filter @wallet/consumer-test lock` and commit it.\n' +
            error.message,
        );
      }
      throw error;
    });
  try {
    await once();
  } catch (error) {
    if (!error.timedOut) throw error;
    const modules = path.join(app, 'node_modules');
    if (existsSync(modules)) await run('rm', ['-rf', modules], app);
    await once();
  }
}

/**
 * The apps `pnpm --filter @wallet/consumer-test prepare` installed, in the system's temporary
 * folder (outside the workspace, whose pnpm-workspace.yaml would claim a folder inside it), one
 * per variant, named by what it was made from.
 */
const preparedOf = (variant, stamp) => path.join(tmpdir(), `wallet-consumer-${variant}-${stamp}`);
const READY = 'installed';

/**
 * Makes and installs the app of a variant in `work`, unless `prepare` installed the same one
 * (the same packages, lockfile and sources): then that one is used as it is. `pnpm test` prepares
 * both before its parallel phase: a nested install beside the other suites, on a busy 2-core
 * machine, has given no answer in 2 × 120 s, where alone it takes 2-3 s (issue 45 §0).
 */
export async function installedApp(work, variant) {
  await unpackTarballs(work);
  const prepared = preparedOf(variant, fingerprint(work, variant));
  if (existsSync(path.join(prepared, READY))) {
    console.log(`${variant}: the app prepared in ${prepared}`);
    return path.join(prepared, 'app');
  }
  console.log(`${variant}: no app prepared from these packages; installing one in ${work}`);
  const app = await makeApp(work, variant);
  await install(app, variant);
  return app;
}

/** Installs each variant's app where `installedApp` finds it, and removes older ones. */
export async function prepare() {
  for (const variant of VARIANTS) {
    for (const old of readdirSync(tmpdir())) {
      if (old.startsWith(`wallet-consumer-${variant}-`)) {
        rmSync(path.join(tmpdir(), old), { recursive: true, force: true });
      }
    }
    const packing = path.join(tmpdir(), `wallet-consumer-${variant}-packing`);
    await unpackTarballs(packing);
    const prepared = preparedOf(variant, fingerprint(packing, variant));
    renameSync(packing, prepared);
    await install(await makeApp(prepared, variant), variant);
    writeFileSync(path.join(prepared, READY), `${new Date().toISOString()}\n`);
    console.log(`${variant}: installed in ${prepared}`);
  }
}
