import { GAME_SEARCH_FOUND, GAME_SEARCH_NONE } from './messages/game-search';

/**
 * A text as the search compares it (issue 27 §2): lower case, without diacritics, 'đ' as 'd', spaces
 * squeezed. Composed and decomposed input alike (phone keyboards send either): 'Cá Rồng' and
 * 'ca rong' both read 'ca rong'. The eth 'ð', which looks like 'đ' and some keyboards put in its
 * place, counts as 'd' too.
 */
export function searchFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đð]/g, 'd')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Issue 27 §2 "finds a game by any part of its name, in Vietnamese or English, with or without
 * diacritics": true when one of `names` holds every word of `query`, in any order, each as any part
 * of the name. A query of no words (empty, spaces) matches everything: the box was cleared.
 */
export function matchesSearch(query: string, names: readonly string[]): boolean {
  const words = searchFold(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  return names.some((name) => {
    const folded = searchFold(name);
    return words.every((word) => folded.includes(word));
  });
}

/** Whether the box holds a search: anything but spaces. */
export function isSearching(query: string): boolean {
  return query.trim() !== '';
}

/**
 * Issue 27 §2 "with the empty state in words": what the list says when the search found no game,
 * naming what was typed.
 */
export function gameSearchEmptyText(query: string): string {
  return GAME_SEARCH_NONE.replace('{query}', query.trim());
}

/** What a screen reader hears as the results change: '2 trò chơi'. */
export function gameSearchFoundText(count: number): string {
  return GAME_SEARCH_FOUND.replace('{count}', String(count));
}
