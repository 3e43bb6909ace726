import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { call, type Api } from '../client';
import { queryKeys } from '../keys';

export function getNotificationsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: async ({ signal }) =>
      (await call(api.client.GET('/player/notifications', { signal }))).data,
    enabled: api.hasToken(),
  });
}

/** The upstream reads the unread count on a PUT with an empty body; it changes nothing. */
export function getNotificationCountQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.notificationCount(),
    queryFn: async ({ signal }) =>
      (await call(api.client.PUT('/player/notifications/get_count', { signal }))).count,
    enabled: api.hasToken(),
  });
}

export function markNotificationsReadMutation(api: Api) {
  return mutationOptions({
    mutationKey: ['markNotificationsRead'],
    mutationFn: async () => call(api.client.PUT('/player/notifications/mark_as_read')),
  });
}
