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
      {/* Without a source until scrolled near: its box (the CSS's aspect ratio) holds the place. */}
      <img src={near ? game.icon : undefined} alt="" decoding="async" />
      <span className="ui-game-tile__name">{game.name}</span>
    </button>
  );
}
