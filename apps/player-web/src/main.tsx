import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { WalletProvider } from '@wallet/shell';
import { watchInstallPrompt } from '@wallet/shell/downloads';
import { router } from './app/router';
import { wallet } from './lib/wallet';

// The browser may offer installing before the downloads screens' code has loaded (issue 14).
watchInstallPrompt();

// A built site only: `vite` (dev) and the page tests run without a service worker. Nothing waits
// for it: without one (a browser that refuses it) the site works as before, online.
if (import.meta.env.PROD) {
  void import('./lib/service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => undefined);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProvider wallet={wallet}>
      <RouterProvider router={router} />
    </WalletProvider>
  </StrictMode>,
);
