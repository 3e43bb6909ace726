import type { QueryClient } from '@tanstack/react-query';
import { getPromotionsQuery, type Api } from '@wallet/api';
import { preloadFirstPicture } from '../../lib/preload-picture';

/** The promotions list starts loading with the page's code; its first picture with the answer. */
export async function prefetchPromotions(queryClient: QueryClient, api: Api): Promise<void> {
  await preloadFirstPicture(
    queryClient.fetchQuery(getPromotionsQuery(api)),
    (promo) => promo.image,
  );
}
