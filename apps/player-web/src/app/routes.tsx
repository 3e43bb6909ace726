import { lazy } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { Guard } from '@wallet/shell';
import { api, queryClient } from '../lib/wallet';
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
    const Page = lazy(() => {
      void prefetch?.(queryClient, api).catch(() => undefined);
      return page();
    });
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

/** Every page of the site as the router draws it (app-routes.tsx). */
export const pages = toRouteObjects(routes);

/** The title and back target of the page shown (its feature's `route.ts`). */
export function useRouteHandle(): RouteHandle {
  const location = useLocation();
  return (matchRoutes(pages, location)?.at(-1)?.route.handle as RouteHandle | undefined) ?? {};
}
