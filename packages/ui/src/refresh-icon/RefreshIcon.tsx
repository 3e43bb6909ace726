import { RefreshGlyph } from '../icons/Icons';
import { cx } from '../shared/cx';
import './RefreshIcon.css';

export interface RefreshIconProps {
  /** Spins while the balance loads; it cannot be pressed again meanwhile. */
  spinning?: boolean;
  onRefresh: () => void;
  /** Accessible name, e.g. 'Làm mới số dư Da Ga'. */
  label?: string;
  size?: number;
}

/** The per-balance refresh control that spins while its balance loads. */
export function RefreshIcon({
  spinning = false,
  onRefresh,
  label = 'Làm mới số dư',
  size = 18,
}: RefreshIconProps) {
  return (
    <button
      type="button"
      className={cx('ui-icon-btn', 'ui-refresh', spinning && 'is-spinning')}
      aria-label={label}
      aria-busy={spinning || undefined}
      disabled={spinning}
      onClick={onRefresh}
    >
      <RefreshGlyph size={size} />
    </button>
  );
}
