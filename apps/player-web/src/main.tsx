import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureTelemetry, WalletProvider } from '@wallet/shell';
import { watchInstallPrompt } from '@wallet/shell/downloads';
import { router } from './app/router';
import { siteConfig } from './config';
import { wallet } from './lib/wallet';

// The browser may offer installing before the downloads screens' code has loaded (issue 14).
watchInstallPrompt();

// A built site only: `vite` (dev) and the page tests run without a service worker. Its code and the
// precache's downloads start after the page has loaded, so they never compete with the first paint.
// Nothing waits for it: without one (a browser that refuses it) the site works as before, online.
if (import.meta.env.PROD) {
  const start = () =>
    void import('./lib/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

// Error reports and Core Web Vitals: off unless their addresses are configured.
configureTelemetry({
  errorReportUrl: siteConfig.errorReportUrl,
  analyticsUrl: siteConfig.analyticsUrl,
});

// index.html carries #root (and the first paint inside it).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <WalletProvider wallet={wallet}>
      <RouterProvider router={router} />
    </WalletProvider>
  </StrictMode>,
);
