import { act, cleanup, render, screen } from '@testing-library/react';
import { apiConfigFromEnv, createApi, createQueryClient } from '@wallet/api';
import { CAPTCHA_UNAVAILABLE } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletProvider } from '../provider/WalletProvider';
import { captchaProvider, SANDBOX_CAPTCHA_TOKEN, type CaptchaProvider } from './captcha';
import { useCaptchaToken } from './useCaptchaToken';

/** vi.waitFor's own 1 s is too short on a busy machine (a fresh-clone run failed on it): Testing Library's 10 s. */
const BUSY = { timeout: 10_000 };

type Options = { callback: (token: string) => void; 'error-callback'?: () => void };

/** Cloudflare's script, as far as the widget uses it: each render's options are kept. */
function stubTurnstile() {
  const rendered: Options[] = [];
  window.turnstile = {
    render: (_container, options) => {
      rendered.push(options);
      return `widget-${rendered.length}`;
    },
    remove: vi.fn(),
  };
  return rendered;
}

/** A form's captcha part; 'reset' stands for a failed submit. */
function Form() {
  const captcha = useCaptchaToken();
  return (
    <form aria-label="form">
      <p>token: {captcha.token ?? 'none'}</p>
      {captcha.widget}
      <button type="button" onClick={captcha.reset}>
        reset
      </button>
    </form>
  );
}

function renderWith(captcha: CaptchaProvider) {
  const api = createApi(apiConfigFromEnv({}));
  render(
    <WalletProvider api={api} queryClient={createQueryClient()} captcha={captcha}>
      <Form />
    </WalletProvider>,
  );
}

afterEach(() => {
  cleanup();
  delete window.turnstile;
});

describe('the captcha token (000 §7 "a token is obtained from a captcha provider")', () => {
  it('without a site key, the sandbox token, and no widget', () => {
    expect(captchaProvider(undefined)).toEqual({ kind: 'sandbox', token: SANDBOX_CAPTCHA_TOKEN });
    expect(captchaProvider('')).toEqual({ kind: 'sandbox', token: SANDBOX_CAPTCHA_TOKEN });
    renderWith(captchaProvider(undefined));
    expect(screen.getByText(`token: ${SANDBOX_CAPTCHA_TOKEN}`)).toBeDefined();
  });

  it("with a site key, Turnstile's token; after a failed submit, a fresh challenge", async () => {
    const rendered = stubTurnstile();
    renderWith(captchaProvider('site-key'));
    expect(screen.getByText('token: none')).toBeDefined();
    await vi.waitFor(() => expect(rendered).toHaveLength(1), BUSY);
    act(() => rendered[0]!.callback('token-1'));
    expect(screen.getByText('token: token-1')).toBeDefined();

    act(() => screen.getByRole('button', { name: 'reset' }).click());
    expect(screen.getByText('token: none')).toBeDefined();
    await vi.waitFor(() => expect(rendered).toHaveLength(2), BUSY);
    act(() => rendered[1]!.callback('token-2'));
    expect(screen.getByText('token: token-2')).toBeDefined();
  });

  it('a provider that fails says so in words, never a silent form', async () => {
    const rendered = stubTurnstile();
    renderWith(captchaProvider('site-key'));
    await vi.waitFor(() => expect(rendered).toHaveLength(1), BUSY);
    act(() => rendered[0]!['error-callback']?.());
    expect(await screen.findByText(CAPTCHA_UNAVAILABLE)).toBeDefined();
    expect(screen.getByText('token: none')).toBeDefined();
  });
});
