import { GAMES_EMPTY } from '@wallet/domain';
import { GameTile, type Game } from '../game-tile/GameTile';
import { cx } from '../shared/cx';
import './GameList.css';

export interface GameListProps {
  games: Game[];
  onSelect: (game: Game) => void;
  shape?: 'rectangular' | 'square';
  loading?: boolean;
  emptyText?: string;
  label?: string;
}

const SKELETON_TILES = 8;

/** The game grid; an empty list shows 'Không tìm thấy trò chơi nào'. */
export function GameList({
  games,
  onSelect,
  shape = 'rectangular',
  loading = false,
  emptyText = GAMES_EMPTY,
  label = 'Danh sách trò chơi',
}: GameListProps) {
  if (loading) {
    return (
      <div
        className={cx('ui-game-list', `ui-game-list--${shape}`)}
        role="status"
        aria-label="Đang tải trò chơi"
      >
        {/* Four rows: on a phone they reach past the bottom of the screen, so what follows the
            list is not pulled up and pushed back down while the games load. */}
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <div key={i} className="ui-game-list__skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (games.length === 0) return <p className="ui-game-list__empty">{emptyText}</p>;
  return (
    <ul className={cx('ui-game-list', `ui-game-list--${shape}`)} aria-label={label}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} shape={shape} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
