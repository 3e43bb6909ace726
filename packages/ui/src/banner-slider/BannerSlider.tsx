import { useEffect, useRef, useState } from 'react';
import { BANNER_AUTOPLAY_LABEL, BANNER_ROTATION_MS } from '@wallet/domain';
import { cx } from '../shared/cx';
import { MotionToggle } from '../shared/MotionToggle';
import { useReducedMotion } from '../shared/useReducedMotion';
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
  /** The player asked for less motion: no rotation on its own. Defaults to the system setting. */
  reducedMotion?: boolean;
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

/**
 * One banner at a time: advances every 5 s, follows a swipe, dots to jump. WCAG 2.2.2: it stops
 * while the player paused it, while a pointer is over it, while focus is inside (but on the toggle,
 * so a tap on 'Tự động chuyển' starts it at once), while the page is hidden, and it never moves on
 * its own for a player who asked for reduced motion.
 */
export function BannerSlider({
  banners,
  loading = false,
  intervalMs = BANNER_ROTATION_MS,
  label = 'Banner',
  reducedMotion,
}: BannerSliderProps) {
  const [index, setIndex] = useState(0);
  const [tick, setTick] = useState(0); // restarts the timer after a manual move
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const visible = usePageVisible();
  const still = useReducedMotion();
  const reduced = reducedMotion ?? still;
  const startX = useRef<number | null>(null);
  const count = banners.length;
  const rotates = count > 1 && !reduced;
  const running = rotates && visible && !paused && !hovered && !focused;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs, tick]);

  if (loading)
    return (
      <div
        className="ui-banner ui-banner--loading"
        aria-busy="true"
        aria-label={label}
        role="region"
      />
    );
  const current = count === 0 ? 0 : index % count;
  const banner = banners[current];
  if (!banner) return null;

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
      // The first picture is the page's largest paint: asked for before the pictures below it.
      fetchPriority={current === 0 ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );

  return (
    <section
      className="ui-banner"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(!event.target.classList.contains('ui-motion-toggle'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
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
      {rotates ? (
        <MotionToggle
          className="ui-banner__toggle"
          paused={paused}
          onToggle={() => setPaused((p) => !p)}
          playLabel={BANNER_AUTOPLAY_LABEL}
        />
      ) : null}
    </section>
  );
}
