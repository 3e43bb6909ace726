import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Issue 46 §1 "A screen reached by a tap or a new step opens at its top": a new history entry (a
 * link, the deposit's step 2) opens scrolled to the top, and so does a replaced entry on another
 * path (a redirect). A screen that changes in place (a tab, a filter: same path, replaced) stays
 * where the player is; back and forward are the browser's, which returns to where they were.
 * Declarative mode has no router `<ScrollRestoration>` (data and framework modes only). Rendered
 * once, inside the site's router.
 */
export function ScrollToTop() {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    const newScreen = type === 'PUSH' || (type === 'REPLACE' && pathname !== shown.current);
    shown.current = pathname;
    if (newScreen) window.scrollTo(0, 0);
  }, [key, pathname, type]);
  return null;
}
