import type { Category as UpstreamCategory } from '@wallet/api';
import { localizedName, matchesSearch } from '@wallet/domain';
import type { Category, Game } from '@wallet/ui';

/** 000 §3 "name (a JSON string with a vn key)", or the fallback. */
export const vnName = (raw: unknown, fallback = ''): string => localizedName(raw, 'vn', fallback);

/** The category strip's buttons; the chosen one shows its active icon. */
export function toCategories(list: UpstreamCategory[], chosen: number | string | null): Category[] {
  return list.map((c) => ({
    id: c.id,
    name: vnName(c.name, String(c.id)),
    icon: c.id === chosen ? c.icon_active || c.icon_image : c.icon_image,
  }));
}

/** 001 §3 Game item "name (a JSON string; an 'en' name is used)". */
const enName = (raw: unknown, fallback: string): string => localizedName(raw, 'en', fallback);

/** A game of the list, with the game_id a play-game dialog sends. */
export type ListedGame = Game & { gameId: number };

/** A game with its category and the names a search looks through. */
export interface IndexedGame {
  categoryId: number;
  game: ListedGame;
  /** Its Vietnamese and English names (issue 27 §2 "by any part of its name"). */
  names: [string, string];
}

/**
 * Every category's games with their rectangular icons, each name read once per answer: a name is a
 * JSON string, and the list redraws as each of home's calls answers and on every key of a search.
 */
export function indexGames(list: UpstreamCategory[]): IndexedGame[] {
  return list.flatMap((c) =>
    (c.game_items ?? []).map((g) => {
      const en = enName(g.name, '');
      return {
        categoryId: c.id,
        game: { id: g.id, gameId: g.game_id, name: en || String(g.id), icon: g.icon_rectangle },
        names: [vnName(g.name), en],
      };
    }),
  );
}

/**
 * The games of the chosen category ('all': every category's); with a search, those whose
 * Vietnamese or English name holds what was typed (issue 27 §2).
 */
export function pickGames(
  games: IndexedGame[],
  chosen: number | string | null,
  query = '',
): ListedGame[] {
  return games
    .filter((g) => (chosen === null || g.categoryId === chosen) && matchesSearch(query, g.names))
    .map((g) => g.game);
}
