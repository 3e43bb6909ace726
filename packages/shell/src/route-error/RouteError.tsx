import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorBlock } from '@wallet/ui';
import { reportError } from '../telemetry/telemetry';

export interface RouteErrorProps {
  /** What was thrown while the page drew (or its code failed to load). */
  error: unknown;
}

/**
 * 000 §8 "An uncaught route error shows a default heading 'Unexpected Application Error!'", with
 * what was caught and a way on (reload, or home). What it caught goes to the error seam
 * (`configureTelemetry`), scrubbed.
 */
export function RouteError({ error }: RouteErrorProps) {
  useEffect(() => reportError('route', error), [error]);
  const detail = error instanceof Error ? error.message : String(error);
  return <RouteErrorBlock detail={detail} onReload={() => location.reload()} />;
}

interface BoundaryProps {
  children: ReactNode;
  /** The page's path: a new page is drawn again rather than the error kept. */
  resetKey: string;
}

type BoundaryState = { resetKey: string } & ({ caught: false } | { caught: true; error: unknown });

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { caught: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Shows `RouteError` instead of what is inside it when that throws while drawing (a page's code
 * that did not load, a page that failed), until the player goes to another page. Rendered inside
 * the site's router: around the layout (a failing layout) and around the pages (the header and
 * navigation stay around a failing page).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
