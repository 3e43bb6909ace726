import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { configureTelemetry, createWallet, ScrollToTop, WalletProvider } from '@wallet/shell';
import { AgencyRegisterPage } from '@wallet/shell/agency';
import { Screen } from '@wallet/ui';
import { apiConfig, siteConfig } from './config';

// Error reports and Core Web Vitals: off unless their addresses are configured.
configureTelemetry({
  errorReportUrl: siteConfig.errorReportUrl,
  analyticsUrl: siteConfig.analyticsUrl,
});

// The whole site is the agency screen: routes, providers and configuration, nothing else.
const wallet = createWallet({ apiConfig });

// index.html carries #root (and the first paint inside it).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <ScrollToTop />
      <WalletProvider wallet={wallet}>
        <Screen>
          <Routes>
            <Route
              path="/agent/register"
              element={<AgencyRegisterPage homeHref={siteConfig.mainSiteUrl} />}
            />
            {/* '/' and any other address: the one screen, at its address on the main site. */}
            <Route path="*" element={<Navigate to="/agent/register" replace />} />
          </Routes>
        </Screen>
      </WalletProvider>
    </BrowserRouter>
  </StrictMode>,
);
