import { cx } from '../shared/cx';
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
  return (
    <button
      type="button"
      className={cx('ui-game-tile', `ui-game-tile--${shape}`)}
      disabled={disabled}
      onClick={() => onSelect(game)}
    >
      <img src={game.icon} alt="" loading="lazy" />
      <span className="ui-game-tile__name">{game.name}</span>
    </button>
  );
}
