import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { apiConfigFromEnv } from '@wallet/api';
import { createWallet, ScrollToTop, WalletProvider } from '@wallet/shell';
import { AppRoutes } from './routes';

const wallet = createWallet({
  apiConfig: apiConfigFromEnv(import.meta.env),
  turnstileSiteKey: import.meta.env.VITE_TURNSTILE_SITE_KEY,
});

// The wallet inside the router: sign-in, logout and an expired session navigate with it. A new
// screen opens at its top (ScrollToTop).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <ScrollToTop />
      <WalletProvider wallet={wallet}>
        <AppRoutes />
      </WalletProvider>
    </BrowserRouter>
  </StrictMode>,
);
