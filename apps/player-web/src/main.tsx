import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { WalletProvider } from '@wallet/shell';
import { router } from './app/router';
import { wallet } from './lib/wallet';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProvider wallet={wallet}>
      <RouterProvider router={router} />
    </WalletProvider>
  </StrictMode>,
);
