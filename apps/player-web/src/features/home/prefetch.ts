import type { QueryClient } from '@tanstack/react-query';
import { getBannersQuery, getCategoriesQuery, getMarqueeQuery, type Api } from '@wallet/api';
import { preloadFirstPicture } from '../../lib/preload-picture';

/**
 * Home's public data starts loading together with the page's code (errors show on the page); not
 * the announcements, which wait for the overlay to lift (HomePage's `HomeDialogs`).
 */
export async function prefetchHome(queryClient: QueryClient, api: Api): Promise<void> {
  await Promise.all([
    preloadFirstPicture(queryClient.fetchQuery(getBannersQuery(api)), (banner) => banner.image_url),
    queryClient.prefetchQuery(getCategoriesQuery(api)),
    queryClient.prefetchQuery(getMarqueeQuery(api)),
  ]);
}
