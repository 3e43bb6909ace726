import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RouteErrorBlock } from '@wallet/ui';

/**
 * A route's `errorElement`: 000 §8 "An uncaught route error shows a default heading 'Unexpected
 * Application Error!'", with what the router caught and a way on (reload, or home).
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <RouteErrorBlock detail={detail} onReload={() => location.reload()} />;
}
