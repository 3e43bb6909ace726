import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { Notice, Screen } from '@wallet/ui';

/** The shell's own pages; the shared screens arrive from the packages in later issues. */
function Page() {
  const { pathname } = useLocation();
  return (
    <main data-page={pathname}>
      <h1>Tải ứng dụng</h1>
      <Notice tone="info">Trang đang được xây dựng.</Notice>
    </main>
  );
}

const router = createBrowserRouter([
  ...['/downloads', '/android', '/ios'].map((path) => ({ path, element: <Page /> })),
  { path: '*', element: <Navigate to="/downloads" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Screen>
      <RouterProvider router={router} />
    </Screen>
  </StrictMode>,
);
