import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ROUTE_ERROR_HOME, ROUTE_ERROR_RELOAD, UNEXPECTED_APPLICATION_ERROR } from '@wallet/domain';
import { Button, Notice } from '@wallet/ui';

/**
 * 000 §8 "An uncaught route error shows a default heading 'Unexpected Application Error!'." The
 * player also gets what happened and a way on: reload, or home.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="route-error">
      <h1>{UNEXPECTED_APPLICATION_ERROR}</h1>
      <Notice tone="error">{detail}</Notice>
      <p className="route-error__actions">
        <Button onClick={() => location.reload()}>{ROUTE_ERROR_RELOAD}</Button>
        <Button variant="ghost" href="/">
          {ROUTE_ERROR_HOME}
        </Button>
      </p>
    </main>
  );
}
