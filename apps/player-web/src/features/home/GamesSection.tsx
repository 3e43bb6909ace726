import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Category as UpstreamCategory } from '@wallet/api';
import {
  GAME_SEARCH_CLEAR,
  GAME_SEARCH_LABEL,
  gameSearchEmptyText,
  gameSearchFoundText,
  gamesListText,
  isSearching,
} from '@wallet/domain';
import { CategoryStrip, GameList, SearchField } from '@wallet/ui';
import type { LoadState } from '@wallet/shell';
import { href } from '../../lib/paths';
import type { PlayTarget } from './play-game/target';
import { indexGames, pickGames, toCategories } from './categories';

const LoadFailure = lazy(() => import('./LoadFailure'));
// Home's first load stays as it was: a player's game code comes after the page, behind one import.
const PlayerGames = lazy(() => import('./play-game/PlayerGames'));

const NO_CATEGORIES: UpstreamCategory[] = [];

/** The strip's Da Ga chip: its category has no game list, so the Da Ga panel shows instead. */
const DAGA_CHIP = 'daga';

/**
 * 000 §2 "A category strip with an 'all' option and per-game icons" and "A game list of rectangular
 * icons. An empty list shows 'Không tìm thấy trò chơi nào'. Clicking a game while logged out goes to
 * /login." A logged-in player's tap opens the play-game dialog (001 §2).
 *
 * Issue 27 §2 "Find a game": a search box over the loaded list. A search starts across every
 * category (the strip goes back to 'Tất cả'); a chip tapped then narrows what was found.
 */
export function GamesSection({
  categories: load,
  loggedIn,
}: {
  categories: LoadState<UpstreamCategory[]>;
  loggedIn: boolean;
}) {
  const [chosen, setChosen] = useState<number | string | null>(null);
  const [query, setQuery] = useState('');
  const [playing, setPlaying] = useState<PlayTarget | null>(null);
  const navigate = useNavigate();
  const categories = load.data ?? NO_CATEGORIES;
  const indexed = useMemo(() => indexGames(categories), [categories]);
  const games = pickGames(indexed, chosen, query);
  const failed = load.failure !== null;
  const searching = isSearching(query);
  const text =
    searching && !failed && games.length === 0
      ? gameSearchEmptyText(query)
      : gamesListText(failed, games.length);
  const search = (next: string) => {
    if (!searching && isSearching(next)) setChosen(null);
    setQuery(next);
  };
  // 001 §2 "The Da Ga account panel shows when no game list is given": Da Ga's own category.
  const [found, setFound] = useState<PlayTarget | null>(null);
  const daga = loggedIn ? found : null;

  const strip = toCategories(categories, chosen);
  if (daga) strip.push({ id: DAGA_CHIP, name: daga.name, icon: null });

  return (
    <section className="home__games" aria-label="Trò chơi">
      <SearchField
        label={GAME_SEARCH_LABEL}
        clearLabel={GAME_SEARCH_CLEAR}
        value={query}
        onChange={search}
        status={searching && !load.loading && !failed ? gameSearchFoundText(games.length) : ''}
      />
      <CategoryStrip
        categories={strip}
        value={chosen}
        onChange={setChosen}
        loading={load.loading}
      />
      {/* The Da Ga chip's panel takes the list's place (PlayerGames draws it). */}
      {chosen === DAGA_CHIP && daga ? null : failed ? (
        // 000 §8 "Games: … 'Lỗi mạng'", with a way to try again.
        <Suspense fallback={null}>
          <LoadFailure message={text ?? ''} onRetry={load.retry} retrying={load.retrying} />
        </Suspense>
      ) : (
        <GameList
          games={games}
          loading={load.loading}
          emptyText={text ?? undefined}
          onSelect={(tapped) => {
            if (!loggedIn) return void navigate(href('/login'));
            const game = games.find((g) => g.id === tapped.id);
            if (game) setPlaying({ gameId: game.gameId, name: game.name, isDaGa: false });
          }}
        />
      )}
      {loggedIn ? (
        <Suspense fallback={null}>
          <PlayerGames
            dagaChosen={chosen === DAGA_CHIP}
            daga={daga}
            onDagaFound={setFound}
            playing={playing}
            onPlay={setPlaying}
            onClose={() => setPlaying(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
