import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { createApi, createQueryClient } from '@wallet/api';
import { WalletProvider } from '@wallet/shell';
import { AgencyRegisterPage } from '@wallet/shell/agency';
import { Screen } from '@wallet/ui';
import { apiConfig, siteConfig } from './config';

// The whole site is the agency screen: routes, providers and configuration, nothing else.
const api = createApi(apiConfig);
const queryClient = createQueryClient();

const router = createBrowserRouter([
  {
    path: '/agent/register',
    element: <AgencyRegisterPage homeHref={siteConfig.mainSiteUrl} />,
  },
  // '/' and any other address: the one screen, at its address on the main site.
  { path: '*', element: <Navigate to="/agent/register" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProvider api={api} queryClient={queryClient}>
      <Screen>
        <RouterProvider router={router} />
      </Screen>
    </WalletProvider>
  </StrictMode>,
);
