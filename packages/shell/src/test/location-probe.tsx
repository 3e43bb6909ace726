import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * Where a test's router is (what the address bar would show): render `Probe` inside the router and
 * read `router.state.location` after the screen has settled.
 */
export function createLocationProbe() {
  const router = { state: { location: undefined as unknown as Location } };
  function Probe() {
    const location = useLocation();
    useLayoutEffect(() => {
      router.state.location = location;
    });
    return null;
  }
  return { router, Probe };
}
