import '@wallet/ui/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { WalletProvider } from '@wallet/shell';
import { router } from './app/router';
import { api, queryClient } from './lib/api';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProvider api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </WalletProvider>
  </StrictMode>,
);
