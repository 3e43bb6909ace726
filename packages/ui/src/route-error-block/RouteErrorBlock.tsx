import { ROUTE_ERROR_HOME, ROUTE_ERROR_RELOAD, UNEXPECTED_APPLICATION_ERROR } from '@wallet/domain';
import { Button } from '../button/Button';
import { Notice } from '../notice/Notice';
import './RouteErrorBlock.css';

export interface RouteErrorBlockProps {
  /** What went wrong, as the router caught it ('404 Not Found', an error's message). */
  detail: string;
  /** 'Tải lại trang': loads the page again. */
  onReload: () => void;
  /** Where 'Về trang chủ' goes, as a plain link that loads the page (the app may be broken). */
  homeHref?: string;
}

/**
 * 000 §8 "An uncaught route error shows a default heading 'Unexpected Application Error!'." The
 * player also gets what happened and a way on: reload, or home.
 */
export function RouteErrorBlock({ detail, onReload, homeHref = '/' }: RouteErrorBlockProps) {
  return (
    <main className="ui-route-error">
      <h1>{UNEXPECTED_APPLICATION_ERROR}</h1>
      <Notice tone="error">{detail}</Notice>
      <p className="ui-route-error__actions">
        <Button onClick={onReload}>{ROUTE_ERROR_RELOAD}</Button>
        <Button variant="ghost" href={homeHref}>
          {ROUTE_ERROR_HOME}
        </Button>
      </p>
    </main>
  );
}
