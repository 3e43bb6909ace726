import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginUserMutation } from '@wallet/api';
import { SEED } from '@wallet/sandbox';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  parsePath,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';
import { WalletProvider } from '@wallet/shell';
import { AppRoutes } from '../app/app-routes';
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
 * The page test's view of the router: where it is (`state.location`, what the address bar shows,
 * and how it got there) and a way to go elsewhere as a link or the back button would.
 */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  /**
   * Goes to `to` (a path, or -1 for back) as a link or the back button would. The router's
   * navigations are transitions: the page on screen stays until the next one's code is in, so
   * wait for what the next page shows.
   */
  navigate: (
    to: string | number,
    options?: { replace?: boolean; state?: unknown },
  ) => Promise<void>;
}

/** The router a test reads, and the component that keeps it up to date from inside the router. */
function createTestRouter() {
  let go: NavigateFunction | undefined;
  const router: TestRouter = {
    state: undefined as unknown as TestRouter['state'],
    navigate: async (to, options) => {
      await act(async () => {
        if (typeof to === 'number') await go?.(to);
        else await go?.(to, options);
      });
    },
  };
  function Probe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      router.state = { location, historyAction };
      go = navigate;
    });
    return null;
  }
  return { router, Probe };
}

/**
 * Opens `path` in the whole app (layout, guards, lazy pages) in a memory router, against the
 * in-process sandbox; `as` logs a seeded player in first; `state` is the route state it is opened with. The loading overlay is already gone.
 */
export async function openPage(path: string, options: OpenPageOptions = {}) {
  if (options.as) localStorage.setItem('auth_token', await tokenFor(options.as));
  sent.length = 0;
  if (!options.overlay) useSession.setState({ loadingScreen: false });
  const { router, Probe } = createTestRouter();
  let inRouter: (children: ReactNode) => ReactNode;
  if (options.browserHistory) {
    // A fresh entry: no step inside the site before it (what a typed address or a reload gives).
    window.history.replaceState(null, '', path);
    inRouter = (children) => <BrowserRouter>{children}</BrowserRouter>;
  } else {
    const entry = { ...parsePath(path), state: options.state };
    inRouter = (children) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  }
  const user = userEvent.setup();
  render(
    inRouter(
      <WalletProvider wallet={wallet}>
        <Probe />
        <AppRoutes />
      </WalletProvider>,
    ),
  );
  return { router, user, screen };
}

/** How many requests the page sent to `path` (e.g. 'POST /api/login_user'). */
export const requestsTo = (call: string) => sent.filter((line) => line === call).length;
