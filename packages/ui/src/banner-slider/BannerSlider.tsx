import { useEffect, useState } from 'react';
import { BANNER_ROTATION_MS } from '@wallet/domain';
import './BannerSlider.css';

export interface BannerItem {
  id: number | string;
  image_url: string;
  url?: string | null;
}

export interface BannerSliderProps {
  banners: BannerItem[];
  loading?: boolean;
  /** Rotation period; "A banner slider that advances every 5 seconds." */
  intervalMs?: number;
}

/** Shows one banner at a time and advances on its own while the page is visible. */
export function BannerSlider({
  banners,
  loading = false,
  intervalMs = BANNER_ROTATION_MS,
}: BannerSliderProps) {
  const [index, setIndex] = useState(0);
  const count = banners.length;

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((i) => (i + 1) % count);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);

  if (loading) return <div className="ui-banner ui-banner--loading" aria-busy="true" />;
  if (count === 0) return null;
  const current = banners[index % count]!;

  return (
    <section className="ui-banner" aria-roledescription="carousel" aria-label="Banner">
      <img
        src={current.image_url}
        alt={`Banner ${(index % count) + 1}/${count}`}
        width={480}
        height={200}
        decoding="async"
      />
      <div className="ui-banner__dots" aria-hidden="true">
        {banners.map((banner, i) => (
          <span key={banner.id} className={i === index % count ? 'is-active' : undefined} />
        ))}
      </div>
    </section>
  );
}
