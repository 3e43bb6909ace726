import { useNavigate } from 'react-router';
import { NotFoundBlock } from '@wallet/ui';
import { routerLink } from '@wallet/shell';
import { href } from '../../lib/paths';
import { siteConfig } from '../../config';

/** 001 §2 "The message is 'Trang mà bạn đang tìm kiếm không tồn tại.' It offers a link and a button to home /, and a support contact." */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main>
      <NotFoundBlock
        onHome={() => {
          navigate(href('/'));
        }}
        supportUrl={siteConfig.liveChatUrl}
        renderLink={routerLink}
      />
    </main>
  );
}
