import { createBrowserRouter } from 'react-router-dom';
import { wallet } from '../lib/wallet';
import { appRoutes } from './app-routes';

/** The site's router, started (it reads the address and asks for that page's code and data). */
export function createRouter() {
  const router = createBrowserRouter(appRoutes);
  wallet.attachRouter(router);
  return router;
}
