import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginUserMutation } from '@wallet/api';
import { SEED } from '@wallet/sandbox';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom';
import { WalletProvider } from '@wallet/shell';
import { appRoutes } from '../app/app-routes';
import { api, wallet } from '../lib/wallet';
import { useSession } from '../lib/session-store';
import { sent } from './setup';

/** The token a seeded player gets from the sandbox, as a login would store it. */
export async function tokenFor(phone: string): Promise<string> {
  const login = loginUserMutation(api).mutationFn!;
  const answer = await login(
    { phone, password: SEED.password, captcha_token: SEED.captchaToken },
    undefined as never,
  );
  return answer.token;
}

/**
 * Opens `path` in the whole app (layout, guards, lazy pages) in a memory router, against the
 * in-process sandbox; `as` logs a seeded player in first; `state` is the route state it is opened with. The loading overlay is already gone.
 */
export async function openPage(path: string, options: { as?: string; state?: unknown } = {}) {
  if (options.as) localStorage.setItem('auth_token', await tokenFor(options.as));
  sent.length = 0;
  useSession.setState({ loadingScreen: false });
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [{ ...parsePath(path), state: options.state }],
  });
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
