import { PAUSE_MOTION_LABEL } from '@wallet/domain';
import { PauseIcon, PlayIcon } from '../icons/Icons';
import { cx } from './cx';
import './MotionToggle.css';

/**
 * WCAG 2.2.2: what moves on its own has a visible pause. Its name says what a tap does: 'Tạm dừng'
 * while it moves, `playLabel` while it is stopped.
 */
export function MotionToggle({
  paused,
  onToggle,
  playLabel,
  className,
}: {
  paused: boolean;
  onToggle: () => void;
  playLabel: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={cx('ui-motion-toggle', className)}
      aria-label={paused ? playLabel : PAUSE_MOTION_LABEL}
      onClick={onToggle}
    >
      {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
    </button>
  );
}
