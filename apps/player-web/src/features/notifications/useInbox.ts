import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationCountQuery,
  getNotificationsQuery,
  markNotificationsReadMutation,
} from '@wallet/api';
import { useLoadState, useApi } from '@wallet/shell';

/**
 * 001 §7 "notifications are marked as read upon opening the inbox": once per visit, after the list
 * has loaded. The list keeps the read/unread state it was fetched with; the unread count is then
 * refetched so the header bell's badge follows.
 */
export function useInbox() {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = useQuery(getNotificationsQuery(api));
  const markRead = useMutation({
    ...markNotificationsReadMutation(api),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getNotificationCountQuery(api).queryKey }),
  });
  const marked = useRef(false);
  const loaded = list.isSuccess;
  const { mutate } = markRead;

  useEffect(() => {
    if (!loaded || marked.current) return;
    marked.current = true;
    mutate();
  }, [loaded, mutate]);

  return useLoadState(list);
}
