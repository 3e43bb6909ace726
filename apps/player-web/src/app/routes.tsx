import { lazy } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Guard, useApi } from '@wallet/shell';
import type { PageRoute } from '../lib/paths';
import { routes } from './route-list';

export interface RouteHandle {
  title?: string;
  backTo?: string;
}

/**
 * The route objects `useRoutes` draws (app-routes.tsx) and the layout reads a page's title and back
 * target from (`matchRoutes`). Code for every page is loaded lazily, when it is first shown; its
 * data starts loading at the same time. The page does not wait for the data: it shows its own
 * loading and error states. While the code of the page a player goes to loads, the page they are
 * on stays (the router's navigations are transitions).
 */
export function toRouteObjects(list: readonly PageRoute[]): RouteObject[] {
  return list.map(({ path, access, page, prefetch, title, backTo }) => {
    const Page = lazyPage(page, prefetch);
    return {
      path,
      handle: { title, backTo } satisfies RouteHandle,
      element: (
        <Guard access={access}>
          <Page />
        </Guard>
      ),
    };
  });
}

/**
 * The page, its code loaded when it is first drawn, and its data's prefetch started in that same
 * render (once per page load, as its code is loaded once) with the client and cache of the
 * provider it is drawn in. Not in an effect: the render that asks for the code suspends, and an
 * effect would wait for the code.
 */
function lazyPage(page: PageRoute['page'], prefetch: PageRoute['prefetch']) {
  const Page = lazy(page);
  let started = false;
  return function LazyPage() {
    const queryClient = useQueryClient();
    const api = useApi();
    if (prefetch && !started) {
      started = true;
      void prefetch(queryClient, api).catch(() => undefined);
    }
    return <Page />;
  };
}

/** Every page of the site as the router draws it (app-routes.tsx). */
export const pages = toRouteObjects(routes);

/** The title and back target of the page shown (its feature's `route.ts`). */
export function useRouteHandle(): RouteHandle {
  const location = useLocation();
  return (matchRoutes(pages, location)?.at(-1)?.route.handle as RouteHandle | undefined) ?? {};
}
