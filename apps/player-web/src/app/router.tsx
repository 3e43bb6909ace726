import { createBrowserRouter } from 'react-router-dom';
import { onSessionExpired } from '../lib/api';
import { setNavigator } from '../lib/navigation';
import { endExpiredSession } from '../lib/session';
import { appRoutes } from './app-routes';

export const router = createBrowserRouter(appRoutes);

setNavigator((to, options) => router.navigate(to, options));
onSessionExpired(endExpiredSession);
