import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category as UpstreamCategory } from '@wallet/api';
import { gamesListText } from '@wallet/domain';
import { CategoryStrip, GameList } from '@wallet/ui';
import type { LoadState } from '../../lib/load-state';
import { toCategories, toGames } from './categories';

const LoadFailure = lazy(() => import('./LoadFailure'));

/**
 * 000 §2 "A category strip with an 'all' option and per-game icons" and "A game list of rectangular
 * icons. An empty list shows 'Không tìm thấy trò chơi nào'. Clicking a game while logged out goes to
 * /login." A logged-in player's tap opens /game-links until the play-game dialog arrives.
 */
export function GamesSection({
  categories: load,
  loggedIn,
}: {
  categories: LoadState<UpstreamCategory[]>;
  loggedIn: boolean;
}) {
  const [chosen, setChosen] = useState<number | string | null>(null);
  const navigate = useNavigate();
  const categories = load.data ?? [];
  const games = toGames(categories, chosen);
  const failed = load.failure !== null;
  const text = gamesListText(failed, games.length);

  return (
    <section className="home__games" aria-label="Trò chơi">
      <CategoryStrip
        categories={toCategories(categories, chosen)}
        value={chosen}
        onChange={setChosen}
        loading={load.loading}
      />
      {failed ? (
        // 000 §8 "Games: … 'Lỗi mạng'", with a way to try again.
        <Suspense fallback={null}>
          <LoadFailure message={text ?? ''} onRetry={load.retry} retrying={load.retrying} />
        </Suspense>
      ) : (
        <GameList
          games={games}
          loading={load.loading}
          emptyText={text ?? undefined}
          onSelect={() => navigate(loggedIn ? '/game-links' : '/login')}
        />
      )}
    </section>
  );
}
