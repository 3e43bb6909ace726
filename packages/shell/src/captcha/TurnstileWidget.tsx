import { useEffect, useRef } from 'react';
import { trustedScriptUrl } from '../trusted-types/trusted-types';

/** The part of Cloudflare's `window.turnstile` this widget uses. */
interface Turnstile {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
      language?: string;
    },
  ) => string;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/**
 * The Trusted Types policy that makes the script's address (issue 39 §1), named in the policy of a
 * site with a Turnstile key (@wallet/build's `TRUSTED_TYPES_POLICIES.turnstile`).
 */
const SCRIPT_POLICY = 'wallet-turnstile';

let loading: Promise<Turnstile> | null = null;

/** Injects Cloudflare's script once, the first time a form needs it. */
function loadTurnstile(): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(SCRIPT_POLICY, SCRIPT_URL);
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('turnstile script failed'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface TurnstileWidgetProps {
  siteKey: string;
  onToken: (token: string) => void;
  onExpire: () => void;
  /** The script or the challenge failed. */
  onError: () => void;
}

/** Cloudflare Turnstile's widget; it hands its token to the form. */
export default function TurnstileWidget({
  siteKey,
  onToken,
  onExpire,
  onError,
}: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  // The callbacks change every render; the widget itself is rendered once per mount.
  const callbacks = useRef({ onToken, onExpire, onError });
  useEffect(() => {
    callbacks.current = { onToken, onExpire, onError };
  });

  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          language: 'vi',
          callback: (token) => callbacks.current.onToken(token),
          'expired-callback': () => callbacks.current.onExpire(),
          'error-callback': () => callbacks.current.onError(),
        });
      })
      .catch(() => callbacks.current.onError());
    return () => {
      cancelled = true;
      if (widgetId !== null) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  return <div ref={container} className="captcha-widget" />;
}
