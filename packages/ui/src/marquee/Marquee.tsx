import { BellIcon } from '../icons/Icons';
import './Marquee.css';

export interface MarqueeProps {
  /** The notices, shown one after another. */
  items: string[];
  label?: string;
  /** Seconds for one pass. */
  durationS?: number;
  /** While the notices load, the line keeps its place so the page below does not jump. */
  loading?: boolean;
}

/** The scrolling notice line; it stops under the finger or focus and for reduced motion. */
export function Marquee({ items, label = 'Thông báo', durationS, loading = false }: MarqueeProps) {
  if (loading)
    return <div className="ui-marquee" role="marquee" aria-label={label} aria-busy="true" />;
  if (items.length === 0) return null;
  const text = items.join('   •   ');
  const duration = durationS ?? Math.max(12, Math.round(text.length / 6));
  return (
    <div className="ui-marquee" role="marquee" aria-label={label} tabIndex={0}>
      <BellIcon className="ui-marquee__badge" size={18} />
      <div className="ui-marquee__viewport">
        <p className="ui-marquee__track" style={{ animationDuration: `${duration}s` }}>
          {text}
        </p>
      </div>
    </div>
  );
}
