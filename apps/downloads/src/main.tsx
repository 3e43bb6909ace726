import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { configureTelemetry, ScrollToTop } from '@wallet/shell';
import { AndroidGuidePage, DownloadsPage, IosGuidePage } from '@wallet/shell/downloads';
import { Screen } from '@wallet/ui';
import { downloadsConfig } from './config';

// Error reports and Core Web Vitals: off unless their addresses are configured.
configureTelemetry({
  errorReportUrl: downloadsConfig.errorReportUrl,
  analyticsUrl: downloadsConfig.analyticsUrl,
});

// index.html carries #root (and the first paint inside it).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Screen>
      <BrowserRouter>
        <ScrollToTop />
        {/* 001 §2 "Downloads (/downloads, /android, /ios)": the whole site is these screens; the
            cards are its home page, so the guides lead back to '/'. */}
        <Routes>
          <Route path="/" element={<DownloadsPage />} />
          <Route
            path="/android"
            element={
              <AndroidGuidePage appPackageUrl={downloadsConfig.androidAppUrl} cardsHref="/" />
            }
          />
          <Route path="/ios" element={<IosGuidePage cardsHref="/" />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </BrowserRouter>
    </Screen>
  </StrictMode>,
);
