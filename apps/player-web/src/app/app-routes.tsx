import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { RouteErrorBoundary } from '@wallet/shell';
import { LoadingOverlay } from '@wallet/ui';
import { AppLayout } from './AppLayout';
import { pages } from './routes';

function Pages() {
  return useRoutes(pages);
}

/**
 * The site's whole route tree, inside the browser router (main.tsx) or a page test's memory router.
 * The outer boundary catches a failing layout; the inner one keeps the header and navigation around
 * a failing page (its code did not load, or it threw while rendering). While the first page's code
 * loads, the overlay the HTML painted (vite.config.ts) stays: React draws the same markup over it.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingOverlay />}>
        <AppLayout>
          <RouteErrorBoundary>
            <Pages />
          </RouteErrorBoundary>
        </AppLayout>
      </Suspense>
    </RouteErrorBoundary>
  );
}
