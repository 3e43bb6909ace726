import { Outlet } from 'react-router-dom';
import { Screen } from '@wallet/ui';

/** Header, footer and overlays arrive with the layout issue; this keeps the page frame. */
export function AppLayout() {
  return (
    <Screen>
      <Outlet />
    </Screen>
  );
}
