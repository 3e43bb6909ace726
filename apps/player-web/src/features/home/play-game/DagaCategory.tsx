import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDagaGameCategoriesQuery } from '@wallet/api';
import { dagaCategoryLoadError, localizedName } from '@wallet/domain';
import { ErrorState } from '@wallet/ui';
import { useApi, useLoadState } from '@wallet/shell';
import type { PlayTarget } from './target';

/**
 * Finds Da Ga's own category (GET player/daga/game_categories) for home's strip and hands it up.
 * Loaded lazily: the game calls' code is not part of home's first load.
 *
 * Issue 39 §3: when the call fails, the strip has no Da Ga chip to offer, and the games section
 * says so in place of it, with a retry, as home's other parts do ('Không thể tải Đá gà.' and why).
 */
export default function DagaCategory({ onFound }: { onFound: (game: PlayTarget | null) => void }) {
  const api = useApi();
  const categories = useLoadState(useQuery(getDagaGameCategoriesQuery(api)));
  const category = categories.data?.[0];
  const gameId = category?.game_items[0]?.game_id;
  // 000 §3 categories show their vn name.
  const name = category ? localizedName(category.name, 'vn', 'Đá gà') : '';
  useEffect(() => {
    onFound(gameId === undefined ? null : { gameId, name, isDaGa: true });
  }, [gameId, name, onFound]);
  if (!categories.failure) return null;
  return (
    <ErrorState
      message={dagaCategoryLoadError(categories.failure).text}
      onRetry={categories.retry}
      retrying={categories.retrying}
    />
  );
}
