import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RouteErrorBlock } from '@wallet/ui';
import { reportError } from '../telemetry/telemetry';

/**
 * A route's `errorElement`: 000 §8 "An uncaught route error shows a default heading 'Unexpected
 * Application Error!'", with what the router caught and a way on (reload, or home). What it caught
 * goes to the error seam (`configureTelemetry`), scrubbed.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError('route', error), [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <RouteErrorBlock detail={detail} onReload={() => location.reload()} />;
}
