/** Where to go and how: the part of a router's `navigate` the session uses. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Resolves once the new page is shown (its lazy code loaded), when the router can tell. */
export type Navigate = (to: string, options?: NavigateOptions) => void | Promise<void>;

/** What `attachRouter` needs of a router: `createBrowserRouter`'s and `createMemoryRouter`'s fit. */
export interface NavigatingRouter {
  navigate: (to: string, options?: NavigateOptions) => Promise<void>;
}

export interface Navigator {
  navigateTo: (to: string, options?: NavigateOptions) => Promise<void>;
  /** From now on navigations go through this router (the latest one attached wins). */
  attachRouter: (router: NavigatingRouter) => void;
}

/**
 * Lets code outside React (sign-in, logout, session expiry) navigate with the router, which a shell
 * creates after the wallet. Until a router is attached it loads the page.
 */
export function createNavigator(): Navigator {
  let navigate: Navigate = (to) => window.location.assign(to);
  return {
    navigateTo: (to, options) => Promise.resolve(navigate(to, options)),
    attachRouter: (router) => {
      navigate = (to, options) => router.navigate(to, options);
    },
  };
}
