import { useLocation } from 'react-router-dom';
import { Notice } from '@wallet/ui';

/** Stands in for a page that a later issue builds; it shows where the guards let the player in. */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  return (
    <main data-page={pathname}>
      <h1>{pathname}</h1>
      <Notice tone="info">Trang đang được xây dựng.</Notice>
    </main>
  );
}
