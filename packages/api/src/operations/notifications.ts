import { queryOptions } from '@tanstack/react-query';
import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { queryKeys } from '../keys';
import { callDecoded } from '../parse/decode';
import { markedRead, notificationCount, notifications } from '../parse/notifications';

export function getNotificationsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getNotifications',
          notifications,
          api.client.GET('/player/notifications', { signal }),
        )
      ).data,
    enabled: api.hasToken(),
  });
}

/** The upstream reads the unread count on a PUT with an empty body; it changes nothing. */
export function getNotificationCountQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.notificationCount(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getNotificationCount',
          notificationCount,
          api.client.PUT('/player/notifications/get_count', { signal }),
        )
      ).count,
    enabled: api.hasToken(),
  });
}

export function markNotificationsReadMutation(api: Api) {
  return defineMutation({
    mutationKey: ['markNotificationsRead'],
    mutationFn: async () =>
      callDecoded(
        api,
        'markNotificationsRead',
        markedRead,
        api.client.PUT('/player/notifications/mark_as_read'),
      ),
  });
}
