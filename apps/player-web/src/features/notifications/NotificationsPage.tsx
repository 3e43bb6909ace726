import { NOTIFICATIONS_EMPTY, relativeTimeVi } from '@wallet/domain';
import { EmptyState, NotificationItem } from '@wallet/ui';
import { Loaded } from '../../components/loaded/Loaded';
import { useInbox } from './useInbox';
import './NotificationsPage.css';

/**
 * 001 §2 Notifications (/notifications): "a list with title, relative time and message; unread and
 * read items are styled differently. The empty state is 'no new messages'." §9 "Notification times
 * are shown as UTC relative distance from now." A failed load says why, with a retry, never 'no new
 * messages' (docs/decisions.md: 001 §8 "Notification (inbox) failures are silently ignored").
 */
export default function NotificationsPage() {
  const inbox = useInbox();
  return (
    <main className="notifications-page">
      <Loaded state={inbox}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState text={NOTIFICATIONS_EMPTY} />
          ) : (
            <ul className="notifications-page__list">
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationItem
                    title={item.title}
                    message={item.message}
                    // A time the upstream garbled is not shown (the row stays).
                    time={item.created_at ? relativeTimeVi(item.created_at) : ''}
                    read={item.read === 1}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </main>
  );
}
