import type { QueryClient } from '@tanstack/react-query';
import { getPromotionsQuery, type Api } from '@wallet/api';

/** The promotions list starts loading with the page's code. */
export async function prefetchPromotions(queryClient: QueryClient, api: Api): Promise<void> {
  await queryClient.prefetchQuery(getPromotionsQuery(api));
}
