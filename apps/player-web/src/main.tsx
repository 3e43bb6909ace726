import '@wallet/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureTelemetry, ScrollToTop, WalletProvider } from '@wallet/shell';
import { watchInstallPrompt } from '@wallet/shell/downloads';
import { AppRoutes } from './app/app-routes';
import { siteConfig } from './config';
import { nextTask, whenFirstScreenIsDone } from './lib/first-screen';
import { wallet } from './lib/wallet';

// The browser may offer installing before the downloads screens' code has loaded (issue 14).
watchInstallPrompt();

// A built site only: `vite` (dev) and the page tests run without a service worker. Nothing waits for
// it: without one (a browser that refuses it) the site works as before, online.
if (import.meta.env.PROD) {
  whenFirstScreenIsDone(
    () =>
      void import('./lib/service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(() => undefined),
  );
}

// Error reports and Core Web Vitals: off unless their addresses are configured.
configureTelemetry({
  errorReportUrl: siteConfig.errorReportUrl,
  analyticsUrl: siteConfig.analyticsUrl,
});

// index.html carries #root (and the first paint inside it).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

/**
 * Two tasks, not one: evaluating the modules, and the first render (it asks for the page's code and
 * data). As one task they held the main thread for 35 to 50 ms on a desktop, four times that on
 * Lighthouse's phone (issue 26). Not a top-level await: the bundler would then cut the entry into
 * other files.
 */
async function start(root: HTMLElement) {
  await nextTask();
  // In a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length: the HTML's overlay is on screen meanwhile.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <ScrollToTop />
          <WalletProvider wallet={wallet}>
            <AppRoutes />
          </WalletProvider>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
