import type { QueryClient } from '@tanstack/react-query';
import { getBannersQuery, type Api } from '@wallet/api';

export function prefetchHome(queryClient: QueryClient, api: Api): Promise<void> {
  return queryClient.prefetchQuery(getBannersQuery(api));
}
