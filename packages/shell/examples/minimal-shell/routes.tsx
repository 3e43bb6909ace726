import { Navigate, Route, Routes } from 'react-router';
import { Guard, RouteErrorBoundary } from '@wallet/shell';
import { AccountPage, HomePage, LoginPage } from './pages';

/** The site's pages, each behind its guard, and the route error for what fails. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route
          path="/login"
          element={
            <Guard access="guest">
              <LoginPage />
            </Guard>
          }
        />
        <Route
          path="/profile"
          element={
            <Guard access="player">
              <AccountPage />
            </Guard>
          }
        />
        {/* Any other address: home. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
