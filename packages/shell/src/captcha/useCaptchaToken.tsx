import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { CAPTCHA_UNAVAILABLE } from '@wallet/domain';
import { Notice } from '@wallet/ui';
import { useCaptchaProvider } from '../provider/WalletProvider';

// Code-split: a build without a Turnstile site key never loads this chunk.
const TurnstileWidget = lazy(() => import('./TurnstileWidget'));

export interface CaptchaToken {
  /** The token to send with the form; null while the provider has not given one yet. */
  token: string | null;
  /** Asks for a fresh token (after a failed submit: a provider token is single-use). */
  reset: () => void;
  /** What the form renders where the provider's widget goes (nothing for the sandbox). */
  widget: ReactNode;
}

/** The captcha token of a login or register form, from the WalletProvider's captcha provider. */
export function useCaptchaToken(): CaptchaToken {
  const provider = useCaptchaProvider();
  const [token, setToken] = useState<string | null>(
    provider.kind === 'sandbox' ? provider.token : null,
  );
  const [failed, setFailed] = useState(false);
  // A new key remounts the widget, which renders a new challenge and so gives a new token.
  const [round, setRound] = useState(0);

  const reset = useCallback(() => {
    if (provider.kind === 'sandbox') return;
    setToken(null);
    setFailed(false);
    setRound((r) => r + 1);
  }, [provider]);

  const widget =
    provider.kind === 'turnstile' ? (
      <Suspense fallback={null}>
        <TurnstileWidget
          key={round}
          siteKey={provider.siteKey}
          onToken={(value) => {
            setFailed(false);
            setToken(value);
          }}
          onExpire={() => setToken(null)}
          onError={() => {
            setToken(null);
            setFailed(true);
          }}
        />
        {failed ? <Notice tone="error">{CAPTCHA_UNAVAILABLE}</Notice> : null}
      </Suspense>
    ) : null;

  return { token, reset, widget };
}
