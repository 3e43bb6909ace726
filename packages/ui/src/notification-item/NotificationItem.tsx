import { amountsInText } from '@wallet/domain';
import { Money } from '../money-mask/MoneyMask';
import { cx } from '../shared/cx';
import './NotificationItem.css';

export interface NotificationItemProps {
  title: string;
  message: string;
  /** Relative time, worded by the shell ('5 phút trước'). */
  time: string;
  read: boolean;
}

/**
 * One notification: title, relative time and message; unread ones stand out. The amounts its
 * title and message name follow the balance mask (issue 27 §4): the upstream writes them into its own words.
 */
export function NotificationItem({ title, message, time, read }: NotificationItemProps) {
  return (
    <article className={cx('ui-notice-item', !read && 'is-unread')}>
      <header className="ui-notice-item__head">
        <h3 className="ui-notice-item__title">
          {!read ? (
            <>
              <span className="ui-notice-item__dot" aria-hidden="true" />
              <span className="visually-hidden">Chưa đọc: </span>
            </>
          ) : null}
          {withMoney(title)}
        </h3>
        <span className="ui-notice-item__time">{time}</span>
      </header>
      <p className="ui-notice-item__message">{withMoney(message)}</p>
    </article>
  );
}

/** The text with each amount it names drawn through `Money` (masked while the money is hidden). */
const withMoney = (text: string) =>
  amountsInText(text).map((part, i) =>
    part.amount ? <Money key={i}>{part.text}</Money> : part.text,
  );
