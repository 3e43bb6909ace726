import { useState } from 'react';
import type { ApiError } from '@wallet/api';
import { homeLoadError } from '@wallet/domain';

/** The calls of home and whether their other failures already show in place. */
export interface HomeLoads {
  banners: ApiError | null;
  categories: ApiError | null;
  marquee: ApiError | null;
  announcements: ApiError | null;
}

/** 429 and 403 are always the modal's ("'Too many requests …' and 'forbidden' are shown in a modal"). */
const modalOnly = (error: ApiError | null) =>
  error !== null && (error.status === 429 || error.status === 403 || error.code === 'FORBIDDEN');

/**
 * 000 §8 Home and loading. Banners and games show their other failures in place ('Failed to load
 * banners', 'Lỗi mạng'); marquee and announcements have no place of their own, so any failure there
 * is the modal's generic 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'. One modal at a time,
 * each text once until the page is opened again.
 */
export function useHomeLoadError(loads: HomeLoads): { text: string | null; dismiss: () => void } {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const failures = [
    modalOnly(loads.banners) ? loads.banners : null,
    modalOnly(loads.categories) ? loads.categories : null,
    loads.marquee,
    loads.announcements,
  ];
  const texts = failures.flatMap((f) => (f ? [homeLoadError(f).text] : []));
  const text = texts.find((t) => !dismissed.includes(t)) ?? null;
  return { text, dismiss: () => text !== null && setDismissed((d) => [...d, text]) };
}
