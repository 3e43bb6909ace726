import { useRef } from 'react';
import { cx } from '../shared/cx';
import { useNearViewport } from '../shared/useNearViewport';
import './GameTile.css';

export interface Game {
  id: string | number;
  name: string;
  icon: string;
}

export interface GameTileProps {
  game: Game;
  shape?: 'rectangular' | 'square';
  onSelect: (game: Game) => void;
  disabled?: boolean;
}

// The pictures' shapes, as the CSS draws them (16:9 and square).
const PICTURE = {
  rectangular: { width: 320, height: 180 },
  square: { width: 180, height: 180 },
} as const;

/** A game's icon and name; a tap asks the shell to open it (or to go to /login for a visitor). */
export function GameTile({ game, shape = 'rectangular', onSelect, disabled }: GameTileProps) {
  const tile = useRef<HTMLButtonElement>(null);
  const near = useNearViewport(tile);
  return (
    <button
      ref={tile}
      type="button"
      className={cx('ui-game-tile', `ui-game-tile--${shape}`)}
      disabled={disabled}
      onClick={() => onSelect(game)}
    >
      {/* Without a source until scrolled to: its box holds the place, its size declared (the CSS
          stretches it to the column, at the same ratio). */}
      <img
        src={near ? game.icon : undefined}
        alt=""
        decoding="async"
        width={PICTURE[shape].width}
        height={PICTURE[shape].height}
      />
      <span className="ui-game-tile__name">{game.name}</span>
    </button>
  );
}
