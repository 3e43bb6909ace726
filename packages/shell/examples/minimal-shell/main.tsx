import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { apiConfigFromEnv } from '@wallet/api';
import { createWallet, WalletProvider } from '@wallet/shell';
import { routes } from './routes';

const wallet = createWallet({
  apiConfig: apiConfigFromEnv(import.meta.env),
  turnstileSiteKey: import.meta.env.VITE_TURNSTILE_SITE_KEY,
});

const router = createBrowserRouter(routes);
wallet.attachRouter(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProvider wallet={wallet}>
      <RouterProvider router={router} />
    </WalletProvider>
  </StrictMode>,
);
