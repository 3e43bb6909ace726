import { queryOptions } from '@tanstack/react-query';
import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { keyLevels } from '../keys';
import { callDecoded } from '../parse/decode';
import { defineRead } from '../read';
import { markedRead, notificationCount, notifications } from '../parse/notifications';

export const getNotificationsQuery = defineRead('getNotifications', '/player/notifications', {
  owner: 'player',
  decoder: notifications,
  pick: (answer) => answer.data,
});

/**
 * The upstream reads the unread count on a PUT with an empty body; it changes nothing. The one read
 * not by GET, so written out: its key is a player's, as defineRead makes them.
 */
export function getNotificationCountQuery(api: Api) {
  return queryOptions({
    queryKey: [...keyLevels.player, 'getNotificationCount'],
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
