import { CLIENT_CACHE_MS } from '@wallet/domain';
import {
  announcements,
  banners,
  categories,
  marquee,
  promotions,
  websiteLinks,
} from '../parse/content';
import { defineRead } from '../read';

// Public content changes rarely: it stays fresh for the cache period.

export const getBannersQuery = defineRead('getBanners', '/image-slider/list', {
  owner: 'public',
  request: () => ({ params: { query: { device: 'mobile' } } }),
  decoder: banners,
  pick: (answer) => answer.data,
  staleTime: CLIENT_CACHE_MS,
});

export const getAnnouncementsQuery = defineRead('getAnnouncements', '/player/announcements', {
  owner: 'public',
  request: () => ({ params: { query: { device_type: 'mobile' } } }),
  decoder: announcements,
  pick: (answer) => answer.data,
  staleTime: CLIENT_CACHE_MS,
});

export const getMarqueeQuery = defineRead('getMarquee', '/marquee/list', {
  owner: 'public',
  request: () => ({ params: { query: { device: 'mobile' } } }),
  decoder: marquee,
  pick: (answer) => answer.data,
  staleTime: CLIENT_CACHE_MS,
});

export const getWebsiteLinksQuery = defineRead('getWebsiteLinks', '/website/links', {
  owner: 'public',
  decoder: websiteLinks,
  pick: (answer) => answer.data,
  staleTime: CLIENT_CACHE_MS,
});

export const getCategoriesQuery = defineRead('getCategories', '/categories', {
  owner: 'public',
  decoder: categories,
  pick: (answer) => answer.data,
  staleTime: CLIENT_CACHE_MS,
});

/** Sent with the bearer token when there is one (the promotions page is public). */
export const getPromotionsQuery = defineRead('getPromotions', '/get_all_promotions', {
  owner: 'public',
  perLogin: true,
  decoder: promotions,
  pick: (answer) => answer.response,
  staleTime: CLIENT_CACHE_MS,
});
