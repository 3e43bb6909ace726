import { createBrowserRouter } from 'react-router-dom';
import { wallet } from '../lib/wallet';
import { appRoutes } from './app-routes';

export const router = createBrowserRouter(appRoutes);

wallet.attachRouter(router);
