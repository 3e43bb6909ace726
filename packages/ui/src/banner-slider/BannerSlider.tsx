import { useEffect, useRef, useState } from 'react';
import { BANNER_ROTATION_MS } from '@wallet/domain';
import { cx } from '../shared/cx';
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
  /** The slider's accessible name. */
  label?: string;
}

const SWIPE_PX = 40;

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** One banner at a time: advances every 5 s while the page is visible, follows a swipe, dots to jump. */
export function BannerSlider({
  banners,
  loading = false,
  intervalMs = BANNER_ROTATION_MS,
  label = 'Banner',
}: BannerSliderProps) {
  const [index, setIndex] = useState(0);
  const [tick, setTick] = useState(0); // restarts the timer after a manual move
  const visible = usePageVisible();
  const startX = useRef<number | null>(null);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || !visible) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, visible, tick]);

  if (loading)
    return (
      <div
        className="ui-banner ui-banner--loading"
        aria-busy="true"
        aria-label={label}
        role="region"
      />
    );
  if (count === 0) return null;
  const current = index % count;
  const banner = banners[current]!;

  const go = (next: number) => {
    setIndex(((next % count) + count) % count);
    setTick((t) => t + 1);
  };

  const picture = (
    <img
      src={banner.image_url}
      alt={`Banner ${current + 1}/${count}`}
      width={480}
      height={200}
      decoding="async"
      draggable={false}
    />
  );

  return (
    <section
      className="ui-banner"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={(event) => {
        startX.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (startX.current === null) return;
        const dx = event.clientX - startX.current;
        startX.current = null;
        if (Math.abs(dx) >= SWIPE_PX) go(current + (dx < 0 ? 1 : -1));
      }}
      onPointerCancel={() => {
        startX.current = null;
      }}
    >
      {banner.url ? (
        <a href={banner.url} target="_blank" rel="noopener noreferrer" draggable={false}>
          {picture}
        </a>
      ) : (
        picture
      )}
      {count > 1 ? (
        <div className="ui-banner__dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={cx('ui-banner__dot', i === current && 'is-active')}
              aria-label={`Banner ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
