import { apiConfigFromEnv, getUserQuery, loginUserMutation } from '@wallet/api';
import { SEED } from '@wallet/sandbox';
import { setupSandbox } from '@wallet/sandbox/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CAPTCHA_TOKEN } from '../captcha/captcha';
import { configureTelemetry, setReporter, type ErrorReport } from '../telemetry/telemetry';
import { createWallet } from './createWallet';

const { control } = setupSandbox();
const player = SEED.players.approved;

afterEach(() => setReporter());

async function walletReporting() {
  const error = vi.fn<(report: ErrorReport) => void>();
  await configureTelemetry({ reporter: { error } }).ready;
  const wallet = createWallet({ apiConfig: { ...apiConfigFromEnv({}), alert: vi.fn() } });
  return { wallet, error };
}

// Issue 15 "failed queries and mutations (with the upstream code, never the token, phone or
// amounts in clear)".
describe("a wallet's failed calls reach the error seam", () => {
  it('a failed query, with its HTTP status, upstream code and query key, without the token', async () => {
    const token = await control.tokenFor(player.phone);
    localStorage.setItem('auth_token', token);
    await control.injectFault({
      method: 'GET',
      path: '/user',
      kind: 'status',
      status: 403,
      body: { message: 'ACCOUNT_LOCKED' },
    });
    const { wallet, error } = await walletReporting();
    await expect(wallet.queryClient.fetchQuery(getUserQuery(wallet.api))).rejects.toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
    expect(error).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        kind: 'query',
        name: 'ApiError',
        status: 403,
        code: 'ACCOUNT_LOCKED',
        operation: 'upstream/player/getUser',
      }),
    );
    expect(JSON.stringify(error.mock.calls)).not.toContain(token);
  });

  it('a failed mutation, with its code and operation, never its body (phone, password)', async () => {
    const { wallet, error } = await walletReporting();
    const login = wallet.queryClient.getMutationCache().build(wallet.queryClient, {
      ...loginUserMutation(wallet.api),
    });
    await expect(
      login.execute({
        phone: player.phone,
        password: 'Sai-mat-khau-9',
        captcha_token: SANDBOX_CAPTCHA_TOKEN,
      }),
    ).rejects.toBeDefined();
    expect(error).toHaveBeenCalledOnce();
    const [report] = error.mock.calls[0]!;
    expect(report).toMatchObject({
      kind: 'mutation',
      name: 'ApiError',
      status: 400,
      code: 'PASSWORD_INCORRECT',
      operation: 'loginUser',
    });
    const sent = JSON.stringify(report);
    expect(sent).not.toContain(player.phone);
    expect(sent).not.toContain('Sai-mat-khau-9');
  });
});
