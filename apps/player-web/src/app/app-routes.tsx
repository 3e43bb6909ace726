import type { RouteObject } from 'react-router-dom';
import { RouteError } from '@wallet/shell';
import { LoadingOverlay } from '@wallet/ui';
import { AppLayout } from './AppLayout';
import { routes, toRouteObjects } from './routes';

/**
 * The site's whole route tree: the browser router serves it (router.tsx), and page tests mount it in
 * a memory router. The outer boundary catches a failing layout; the inner one keeps the header and
 * navigation around a failing page (its code did not load, or it threw while rendering).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    // While the first page's code loads, the overlay the HTML painted (vite.config.ts) stays: React
    // draws the same markup over it.
    HydrateFallback: () => <LoadingOverlay />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: toRouteObjects(routes) }],
  },
];
