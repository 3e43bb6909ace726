import { Children, isValidElement, type ReactNode } from 'react';
import { cx } from '../shared/cx';
import './TileGrid.css';

export interface TileGridProps {
  /** The tiles, each one a list item; `null` or `false` children take no cell. */
  children: ReactNode;
  /** `3`: three equal columns (the account page); `fit`: as many tiles of 88 px or more as fit a row. */
  columns?: 3 | 'fit';
  className?: string;
  'aria-label'?: string;
}

/** A list of tiles in a grid, such as the account page's tiles or home's quick links. */
export function TileGrid({ children, columns = 3, className, ...rest }: TileGridProps) {
  return (
    <ul
      {...rest}
      className={cx('ui-tile-grid', columns === 'fit' && 'ui-tile-grid--fit', className)}
    >
      {Children.toArray(children).map((tile, index) => (
        // Children.toArray has keyed every element; a text child keeps its place as key.
        <li key={isValidElement(tile) ? tile.key : index}>{tile}</li>
      ))}
    </ul>
  );
}
