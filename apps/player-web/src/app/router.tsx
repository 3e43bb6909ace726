import { createBrowserRouter } from 'react-router-dom';
import { onSessionExpired } from '../lib/api';
import { setNavigator } from '../lib/navigation';
import { endExpiredSession } from '../lib/session';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';
import { routeTable, toRouteObjects } from './routes';

export const router = createBrowserRouter([
  { element: <AppLayout />, errorElement: <RouteError />, children: toRouteObjects(routeTable) },
]);

setNavigator((to, options) => void router.navigate(to, options));
onSessionExpired(endExpiredSession);
