import { NOT_FOUND_MESSAGE } from '@wallet/domain';
import { plainLink, type RenderLink } from '../shared/link';
import './NotFoundBlock.css';

export interface NotFoundBlockProps {
  /** Goes to / (the button); the link goes there too. */
  onHome: () => void;
  /** The external live chat. */
  supportUrl: string;
  renderLink?: RenderLink;
}

/** "The message is 'Trang mà bạn đang tìm kiếm không tồn tại.' It offers a link and a button to home /, and a support contact." */
export function NotFoundBlock({ onHome, supportUrl, renderLink = plainLink }: NotFoundBlockProps) {
  return (
    <section className="ui-not-found" aria-labelledby="ui-not-found-title">
      <p className="ui-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="ui-not-found-title" className="ui-not-found__message">
        {NOT_FOUND_MESSAGE}
      </h1>
      <div className="ui-not-found__actions">
        <button type="button" className="ui-btn ui-btn--primary" onClick={onHome}>
          Về trang chủ
        </button>
        {renderLink({ href: '/', className: 'ui-not-found__link', children: 'Trang chủ' })}
        <a
          className="ui-not-found__link"
          href={supportUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Chăm sóc khách hàng
        </a>
      </div>
    </section>
  );
}
