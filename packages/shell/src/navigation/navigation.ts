import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';

/** Where to go and how: the part of a router's `navigate` the session uses. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Resolves once the new page is shown, when the router can tell. */
export type Navigate = (to: string, options?: NavigateOptions) => void | Promise<void>;

export interface Navigator {
  navigateTo: (to: string, options?: NavigateOptions) => Promise<void>;
  /**
   * From now on navigations go through this router's `navigate` (the latest one wins); the
   * returned function gives it back when that router goes.
   */
  attach: (navigate: Navigate) => () => void;
}

/**
 * Lets code outside React (sign-in, logout, session expiry) navigate with the router, which a shell
 * renders after the wallet is made (`RouterNavigation`, inside `WalletProvider`). Until a router is
 * there it loads the page.
 */
export function createNavigator(): Navigator {
  const load: Navigate = (to) => window.location.assign(to);
  let navigate = load;
  return {
    navigateTo: (to, options) => Promise.resolve(navigate(to, options)),
    attach: (next) => {
      navigate = next;
      return () => {
        if (navigate === next) navigate = load;
      };
    },
  };
}

/**
 * React Router's `navigate`, returning a promise that resolves once the next page is shown (the
 * router's navigations are transitions: the page on screen stays until the next one's code is in),
 * or once the component that asked is gone. A form that awaits it stays locked until then: a
 * second tap while the next page's code loads must not send a second deposit. A navigation that
 * leads nowhere new keeps it pending until the component goes.
 */
export function useNavigateAndWait(): (
  to: To | number,
  options?: NavigateOptions,
) => Promise<void> {
  const navigate = useNavigate();
  const { key } = useLocation();
  const waiting = useRef<Array<() => void>>([]);
  // The latest navigate, so the function handed out stays the same across pages (the wallet's
  // navigator is not handed a new one on every navigation).
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  useEffect(() => {
    const settle = () => {
      for (const resolve of waiting.current.splice(0)) resolve();
    };
    // Run when the location has moved on (the next page is committed) and when this unmounts.
    return settle;
  }, [key]);
  return useCallback(
    (to, options) =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        if (typeof to === 'number') void latest.current(to);
        else void latest.current(to, options);
      }),
    [],
  );
}

/** Hands the enclosing router's `navigate` to the wallet's navigator while it is mounted. */
export function RouterNavigation({ navigator }: { navigator: Pick<Navigator, 'attach'> }) {
  const navigate = useNavigateAndWait();
  useLayoutEffect(() => navigator.attach(navigate), [navigator, navigate]);
  return null;
}
