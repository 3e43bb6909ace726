import type { QueryClient } from '@tanstack/react-query';
import { preload } from 'react-dom';
import {
  getAnnouncementsQuery,
  getBannersQuery,
  getCategoriesQuery,
  getMarqueeQuery,
  type Api,
} from '@wallet/api';

/** Home's public data starts loading together with the page's code (errors show on the page). */
export async function prefetchHome(queryClient: QueryClient, api: Api): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(getBannersQuery(api)).then(preloadFirstBanner, () => undefined),
    queryClient.prefetchQuery(getCategoriesQuery(api)),
    queryClient.prefetchQuery(getMarqueeQuery(api)),
    queryClient.prefetchQuery(getAnnouncementsQuery(api)),
  ]);
}

/**
 * The first banner is home's largest paint (issue 26): its picture is asked for the moment the list
 * arrives, ahead of the category and game pictures, not when the slider has rendered.
 */
function preloadFirstBanner(banners: ReadonlyArray<{ image_url: string }>): void {
  const first = banners[0];
  if (first) preload(first.image_url, { as: 'image', fetchPriority: 'high' });
}
