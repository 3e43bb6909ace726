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

/**
 * The games of the chosen category ('all': every category's), with their rectangular icons; with a
 * search, those whose Vietnamese or English name holds what was typed (issue 27 §2).
 */
export function toGames(
  list: UpstreamCategory[],
  chosen: number | string | null,
  query = '',
): ListedGame[] {
  return list
    .filter((c) => chosen === null || c.id === chosen)
    .flatMap((c) => c.game_items ?? [])
    .filter((g) => matchesSearch(query, [vnName(g.name), enName(g.name, '')]))
    .map((g) => ({
      id: g.id,
      gameId: g.game_id,
      name: enName(g.name, String(g.id)),
      icon: g.icon_rectangle,
    }));
}
