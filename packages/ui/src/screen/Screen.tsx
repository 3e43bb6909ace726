import type { ReactNode } from 'react';
import './Screen.css';

/** The phone-width column every page sits in; centred on a desktop. */
export function Screen({ children }: { children: ReactNode }) {
  return <div className="ui-screen">{children}</div>;
}
