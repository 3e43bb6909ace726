import { createBrowserRouter } from 'react-router-dom';
import { onSessionExpired } from '../lib/api';
import { setNavigator } from '../lib/navigation';
import { endExpiredSession } from '../lib/session';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';
import { routeTable, toRouteObjects } from './routes';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // The outer boundary catches a failing layout; the inner one keeps the header and navigation
    // around a failing page (its code did not load, or it threw while rendering).
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: toRouteObjects(routeTable) }],
  },
]);

setNavigator((to, options) => void router.navigate(to, options));
onSessionExpired(endExpiredSession);
