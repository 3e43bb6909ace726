import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apiConfigFromEnv } from '@wallet/api';
import { createWallet, Guard, RouteError, WalletProvider } from '@wallet/shell';
import { AccountPage, HomePage, LoginPage } from './pages';

const wallet = createWallet({
  apiConfig: apiConfigFromEnv(import.meta.env),
  turnstileSiteKey: import.meta.env.VITE_TURNSTILE_SITE_KEY,
});

const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/login',
        element: (
          <Guard access="guest">
            <LoginPage />
          </Guard>
        ),
      },
      {
        path: '/profile',
        element: (
          <Guard access="player">
            <AccountPage />
          </Guard>
        ),
      },
    ],
  },
]);
wallet.attachRouter(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProvider wallet={wallet}>
      <RouterProvider router={router} />
    </WalletProvider>
  </StrictMode>,
);
