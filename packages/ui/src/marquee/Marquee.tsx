import { useState } from 'react';
import { MARQUEE_AUTOPLAY_LABEL } from '@wallet/domain';
import { BellIcon } from '../icons/Icons';
import { cx } from '../shared/cx';
import { MotionToggle } from '../shared/MotionToggle';
import { useReducedMotion } from '../shared/useReducedMotion';
import './Marquee.css';

export interface MarqueeProps {
  /** The notices, shown one after another. */
  items: string[];
  label?: string;
  /** Seconds for one pass. */
  durationS?: number;
  /** While the notices load, the line keeps its place so the page below does not jump. */
  loading?: boolean;
  /** The player asked for less motion: the text stands still. Defaults to the system setting. */
  reducedMotion?: boolean;
}

/**
 * The scrolling notice line. WCAG 2.2.2: a visible pause; it also stops under the pointer and while
 * focus is inside. Paused or for reduced motion the text stands still and wraps, so all of it is
 * readable.
 */
export function Marquee({
  items,
  label = 'Thông báo',
  durationS,
  loading = false,
  reducedMotion,
}: MarqueeProps) {
  const [paused, setPaused] = useState(false);
  const system = useReducedMotion();
  const reduced = reducedMotion ?? system;
  if (loading)
    return <div className="ui-marquee" role="marquee" aria-label={label} aria-busy="true" />;
  if (items.length === 0) return null;
  const text = items.join('   •   ');
  const duration = durationS ?? Math.max(12, Math.round(text.length / 6));
  return (
    <div
      className={cx('ui-marquee', (paused || reduced) && 'is-still')}
      role="marquee"
      aria-label={label}
    >
      <BellIcon className="ui-marquee__badge" size={18} />
      <div className="ui-marquee__viewport">
        <p className="ui-marquee__track" style={{ animationDuration: `${duration}s` }}>
          {text}
        </p>
      </div>
      {reduced ? null : (
        <MotionToggle
          paused={paused}
          onToggle={() => setPaused((p) => !p)}
          playLabel={MARQUEE_AUTOPLAY_LABEL}
        />
      )}
    </div>
  );
}
