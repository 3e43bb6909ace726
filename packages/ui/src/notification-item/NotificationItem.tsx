import { cx } from '../shared/cx';
import './NotificationItem.css';

export interface NotificationItemProps {
  title: string;
  message: string;
  /** Relative time, worded by the shell ('5 phút trước'). */
  time: string;
  read: boolean;
}

/** One notification: title, relative time and message; unread ones stand out. */
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
          {title}
        </h3>
        <span className="ui-notice-item__time">{time}</span>
      </header>
      <p className="ui-notice-item__message">{message}</p>
    </article>
  );
}
