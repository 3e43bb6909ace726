import { LOADING_LABEL, NOTIFICATIONS_EMPTY, relativeTimeVi } from '@wallet/domain';
import { EmptyState, NotificationItem } from '@wallet/ui';
import { useInbox } from './useInbox';
import './NotificationsPage.css';

/**
 * 001 §2 Notifications (/notifications): "a list with title, relative time and message; unread and
 * read items are styled differently. The empty state is 'no new messages'." §9 "Notification times
 * are shown as UTC relative distance from now." §8 inbox failures are silently ignored: a failed
 * load shows the empty state, without a popup.
 */
export default function NotificationsPage() {
  const inbox = useInbox();

  if (inbox.isPending) {
    return (
      <main className="notifications-page">
        <p className="notifications-page__loading" role="status">
          <span className="ui-spinner" aria-hidden="true" />
          <span className="visually-hidden">{LOADING_LABEL}</span>
        </p>
      </main>
    );
  }

  const items = inbox.data ?? [];
  return (
    <main className="notifications-page">
      {items.length === 0 ? (
        <EmptyState text={NOTIFICATIONS_EMPTY} />
      ) : (
        <ul className="notifications-page__list">
          {items.map((item) => (
            <li key={item.id}>
              <NotificationItem
                title={item.title}
                message={item.message}
                time={item.created_at ? relativeTimeVi(item.created_at) : ''}
                read={item.read === 1}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
