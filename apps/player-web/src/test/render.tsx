import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginUserMutation } from '@wallet/api';
import { SEED } from '@wallet/sandbox';
import {
  createBrowserRouter,
  createMemoryRouter,
  parsePath,
  RouterProvider,
} from 'react-router-dom';
import { WalletProvider } from '@wallet/shell';
import { appRoutes } from '../app/app-routes';
import { api, wallet } from '../lib/wallet';
import { useSession } from '../lib/session-store';
import { sent } from './setup';

/** The token a seeded player gets from the sandbox, as a login would store it. */
export async function tokenFor(phone: string): Promise<string> {
  const login = loginUserMutation(api).mutationFn;
  const answer = await login(
    { phone, password: SEED.password, captcha_token: SEED.captchaToken },
    undefined as never,
  );
  return answer.token;
}

export interface OpenPageOptions {
  /** A seeded player's phone: that player is logged in first. */
  as?: string;
  /** The route state the page is opened with (in the memory router). */
  state?: unknown;
  /** Keeps the loading overlay the page starts with (000 §1), for a test of its 3 s. */
  overlay?: boolean;
  /**
   * jsdom's own history (the site's browser router) instead of a memory router, for a test of what
   * reads the window's history (the header's 'QUAY LẠI' goes back one step only inside the site).
   */
  browserHistory?: boolean;
}

/**
 * Opens `path` in the whole app (layout, guards, lazy pages) in a memory router, against the
 * in-process sandbox; `as` logs a seeded player in first; `state` is the route state it is opened with. The loading overlay is already gone.
 */
export async function openPage(path: string, options: OpenPageOptions = {}) {
  if (options.as) localStorage.setItem('auth_token', await tokenFor(options.as));
  sent.length = 0;
  if (!options.overlay) useSession.setState({ loadingScreen: false });
  let router;
  if (options.browserHistory) {
    // A fresh entry: no step inside the site before it (what a typed address or a reload gives).
    window.history.replaceState(null, '', path);
    router = createBrowserRouter(appRoutes);
  } else {
    router = createMemoryRouter(appRoutes, {
      initialEntries: [{ ...parsePath(path), state: options.state }],
    });
  }
  wallet.attachRouter(router);
  const user = userEvent.setup();
  render(
    <WalletProvider wallet={wallet}>
      <RouterProvider router={router} />
    </WalletProvider>,
  );
  return { router, user, screen };
}

/** How many requests the page sent to `path` (e.g. 'POST /api/login_user'). */
export const requestsTo = (call: string) => sent.filter((line) => line === call).length;
