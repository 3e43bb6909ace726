import '@wallet/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Navigate, RouterProvider } from 'react-router-dom';
import { AndroidGuidePage, DownloadsPage, IosGuidePage } from '@wallet/shell/downloads';
import { Screen, type RenderLink } from '@wallet/ui';
import { downloadsConfig } from './config';

/** The kit's links through this site's router, so they navigate without reloading the page. */
const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

// 001 §2 "Downloads (/downloads, /android, /ios)": the whole site is these screens; the cards are
// its home page, so the guides lead back to '/'.
const router = createBrowserRouter([
  { path: '/', element: <DownloadsPage renderLink={renderLink} /> },
  {
    path: '/android',
    element: (
      <AndroidGuidePage
        appPackageUrl={downloadsConfig.androidAppUrl}
        cardsHref="/"
        renderLink={renderLink}
      />
    ),
  },
  { path: '/ios', element: <IosGuidePage cardsHref="/" renderLink={renderLink} /> },
  { path: '*', element: <Navigate to="/" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Screen>
      <RouterProvider router={router} />
    </Screen>
  </StrictMode>,
);
