import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureTelemetry, WalletProvider } from '@wallet/shell';
import { router } from './app/router';
import { siteConfig } from './config';
import { wallet } from './lib/wallet';

// Error reports and Core Web Vitals: off unless their addresses are configured.
configureTelemetry({
  errorReportUrl: siteConfig.errorReportUrl,
  analyticsUrl: siteConfig.analyticsUrl,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProvider wallet={wallet}>
      <RouterProvider router={router} />
    </WalletProvider>
  </StrictMode>,
);
