import { cx } from '../shared/cx';
import './CategoryStrip.css';

export interface Category {
  id: string | number;
  name: string;
  icon?: string | null;
}

export interface CategoryStripProps {
  categories: Category[];
  /** The chosen category; null is 'all'. */
  value: string | number | null;
  onChange: (id: string | number | null) => void;
  allLabel?: string;
  loading?: boolean;
}

/** The home page's category strip: 'all' first, then one button per category. */
export function CategoryStrip({
  categories,
  value,
  onChange,
  allLabel = 'Tất cả',
  loading = false,
}: CategoryStripProps) {
  const chip = (id: string | number | null, name: string, icon?: string | null) => (
    <li key={id ?? '__all'}>
      <button
        type="button"
        className={cx('ui-cat__chip', value === id && 'is-active')}
        aria-pressed={value === id}
        onClick={() => onChange(id)}
      >
        {icon ? (
          <img src={icon} alt="" width={28} height={28} />
        ) : (
          <span className="ui-cat__dot" aria-hidden="true" />
        )}
        <span>{name}</span>
      </button>
    </li>
  );
  return (
    <nav className="ui-cat" aria-label="Danh mục trò chơi" aria-busy={loading || undefined}>
      <ul className="ui-cat__list">
        {chip(null, allLabel)}
        {loading
          ? [0, 1, 2].map((i) => (
              <li key={`s${i}`} className="ui-cat__skeleton" aria-hidden="true" />
            ))
          : categories.map((category) => chip(category.id, category.name, category.icon))}
      </ul>
    </nav>
  );
}
