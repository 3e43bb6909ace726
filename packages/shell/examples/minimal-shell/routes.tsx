import type { RouteObject } from 'react-router-dom';
import { Guard, RouteError } from '@wallet/shell';
import { AccountPage, HomePage, LoginPage } from './pages';

/** The site's route tree: each page behind its guard, and the route error for what fails. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/login',
        element: (
          <Guard access="guest">
            <LoginPage />
          </Guard>
        ),
      },
      {
        path: '/profile',
        element: (
          <Guard access="player">
            <AccountPage />
          </Guard>
        ),
      },
    ],
  },
];
