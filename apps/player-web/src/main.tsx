import '@wallet/ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppLayout } from './app/AppLayout';
import { routeTable, toRouteObjects } from './app/routes';
import { onSessionExpired, queryClient } from './lib/api';
import { clearPlayerState } from './lib/session-store';

const router = createBrowserRouter([
  { element: <AppLayout />, children: toRouteObjects(routeTable) },
]);

onSessionExpired(() => {
  queryClient.clear();
  clearPlayerState();
  void router.navigate('/login', { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
