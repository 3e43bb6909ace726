import { Link } from 'react-router-dom';
import { NOT_FOUND_MESSAGE } from '@wallet/domain';
import { Notice } from '@wallet/ui';

export default function NotFoundPage() {
  return (
    <main>
      <Notice tone="info">{NOT_FOUND_MESSAGE}</Notice>
      <Link to="/">Trang chủ</Link>
    </main>
  );
}
