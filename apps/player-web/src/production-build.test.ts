// @vitest-environment node
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const siteDir = fileURLToPath(new URL('..', import.meta.url));
// The site's own Vite, not `npx vite`: npx's lookup added seconds to every start.
const viteCli = fileURLToPath(new URL('../node_modules/.bin/vite', import.meta.url));

/** `vite build` in this site's folder with only the given VITE_* variables set. */
async function build(mode: string, vars: Record<string, string>) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')),
  );
  return run(viteCli, ['build', '--mode', mode, '--outDir', '/tmp/player-web-build-check'], {
    cwd: siteDir,
    env: { ...env, ...vars },
  }).then(
    () => ({ failed: false, output: '' }),
    (error: { stderr?: string; stdout?: string }) => ({
      failed: true,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
}

// Each case starts Vite in a process of its own; beside the other suites on 2 cores one took more
// than vitest's 20 s to load the config (a fresh-clone run failed on it). What is checked is the
// refusal's words, not how fast it comes.
describe('a production build never ships the sandbox by accident', { timeout: 90_000 }, () => {
  it('without the tracker address, the Turnstile key, the app package and the live chat it fails, naming each', async () => {
    const result = await build('production', {});
    expect(result.failed).toBe(true);
    expect(result.output).toContain('VITE_TRACKER_BASE or VITE_API_BASE');
    expect(result.output).toContain('VITE_TURNSTILE_SITE_KEY');
    expect(result.output).toContain('VITE_ANDROID_APP_URL');
    expect(result.output).toContain('VITE_LIVE_CHAT_URL');
    // Issue 39 §2: where browsers report the policy's violations.
    expect(result.output).toContain('VITE_CSP_REPORT_URL');
    expect(result.output).toContain('--mode sandbox');
  });

  it('with only the Turnstile key it still names the missing tracker', async () => {
    const result = await build('production', {
      VITE_TURNSTILE_SITE_KEY: '0x4AAA',
      VITE_ANDROID_APP_URL: 'https://files.example/wallet.apk',
      VITE_LIVE_CHAT_URL: 'https://chat.example/',
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('VITE_TRACKER_BASE or VITE_API_BASE');
    expect(result.output).not.toContain('VITE_TURNSTILE_SITE_KEY');
  });

  it('with every other variable but no security code or site code it fails, naming both (issue 24 §6: never `sandbox-security-code` or site code `sandbox`)', async () => {
    const result = await build('production', {
      VITE_TRACKER_BASE: 'https://tracker.example.vn',
      VITE_API_ORIGINS: 'https://api.example.vn',
      VITE_PAYMENT_ORIGINS: 'https://pay.example.vn',
      VITE_TURNSTILE_SITE_KEY: '0x4AAA',
      VITE_ANDROID_APP_URL: 'https://files.example/wallet.apk',
      VITE_LIVE_CHAT_URL: 'https://chat.example/',
      VITE_CSP_REPORT_URL: 'https://reports.example/csp',
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain(
      'A production build needs VITE_SECURITY_CODE; VITE_SITE_CODE or VITE_API_BASE.',
    );
    expect(result.output).not.toContain('VITE_TRACKER_BASE or VITE_API_BASE');
  });
});
