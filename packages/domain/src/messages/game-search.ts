// Finding a game on home (issue 27 §2; ours): texts the issue describes but does not write.

/** The search box's name, read by screen readers and shown as its placeholder. */
export const GAME_SEARCH_LABEL = 'Tìm trò chơi';
/** The button that empties the box. */
export const GAME_SEARCH_CLEAR = 'Xoá tìm kiếm';
/** "with the empty state in words": the search found no game ({query}: what was typed). */
export const GAME_SEARCH_NONE = 'Không tìm thấy trò chơi nào khớp với “{query}”.';
/** What a screen reader hears as the results change ({count}: how many games are shown). */
export const GAME_SEARCH_FOUND = 'Tìm thấy {count} trò chơi';
