import { queryOptions } from '@tanstack/react-query';
import { CLIENT_CACHE_MS } from '@wallet/domain';
import type { Api } from '../client';
import { queryKeys } from '../keys';
import {
  announcements,
  banners,
  categories,
  marquee,
  promotions,
  websiteLinks,
} from '../parse/content';
import { callDecoded } from '../parse/decode';

// Public content changes rarely: it stays fresh for the cache period.

export function getBannersQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.banners(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getBanners',
          banners,
          api.client.GET('/image-slider/list', { params: { query: { device: 'mobile' } }, signal }),
        )
      ).data,
    staleTime: CLIENT_CACHE_MS,
  });
}

export function getAnnouncementsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.announcements(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getAnnouncements',
          announcements,
          api.client.GET('/player/announcements', {
            params: { query: { device_type: 'mobile' } },
            signal,
          }),
        )
      ).data,
    staleTime: CLIENT_CACHE_MS,
  });
}

export function getMarqueeQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.marquee(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getMarquee',
          marquee,
          api.client.GET('/marquee/list', { params: { query: { device: 'mobile' } }, signal }),
        )
      ).data,
    staleTime: CLIENT_CACHE_MS,
  });
}

export function getWebsiteLinksQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.websiteLinks(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getWebsiteLinks',
          websiteLinks,
          api.client.GET('/website/links', { signal }),
        )
      ).data,
    staleTime: CLIENT_CACHE_MS,
  });
}

export function getCategoriesQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.categories(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getCategories',
          categories,
          api.client.GET('/categories', { signal }),
        )
      ).data,
    staleTime: CLIENT_CACHE_MS,
  });
}

/** Sent with the bearer token when there is one (the promotions page is public). */
export function getPromotionsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.promotions(api.hasToken()),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getPromotions',
          promotions,
          api.client.GET('/get_all_promotions', { signal }),
        )
      ).response,
    staleTime: CLIENT_CACHE_MS,
  });
}
