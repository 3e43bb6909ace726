import type { RouteObject } from 'react-router-dom';
import { RouteError } from '@wallet/shell';
import { AppLayout } from './AppLayout';
import { routeTable, toRouteObjects } from './routes';

/**
 * The site's whole route tree: the browser router serves it (router.tsx), and page tests mount it in
 * a memory router. The outer boundary catches a failing layout; the inner one keeps the header and
 * navigation around a failing page (its code did not load, or it threw while rendering).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    // While the first page's code loads nothing is drawn under the HTML's own first paint (the
    // router asks for this to be said, rather than assumed).
    HydrateFallback: () => null,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: toRouteObjects(routeTable) }],
  },
];
