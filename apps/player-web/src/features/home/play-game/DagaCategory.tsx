import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDagaGameCategoriesQuery } from '@wallet/api';
import { localizedName } from '@wallet/domain';
import { useApi } from '@wallet/shell';
import type { PlayTarget } from './target';

/**
 * Finds Da Ga's own category (GET player/daga/game_categories) for home's strip and hands it up.
 * Loaded lazily: the game calls' code is not part of home's first load.
 */
export default function DagaCategory({ onFound }: { onFound: (game: PlayTarget | null) => void }) {
  const api = useApi();
  const categories = useQuery(getDagaGameCategoriesQuery(api));
  const category = categories.data?.[0];
  const gameId = category?.game_items[0]?.game_id;
  // 000 §3 categories show their vn name.
  const name = category ? localizedName(category.name, 'vn', 'Đá gà') : '';
  useEffect(() => {
    onFound(gameId === undefined ? null : { gameId, name, isDaGa: true });
  }, [gameId, name, onFound]);
  return null;
}
