const ICON = 'http://localhost:4010/__sandbox/assets/games/slot.svg';

/** A game item of GET player/game_categories_items as the upstream sends it; any field may be garbled. */
export const gameItem = (id: unknown, en: string, balance: unknown) => ({
  id,
  game_id: id,
  game_platform_id: 1,
  game_category_id: 1,
  name: JSON.stringify({ vn: en, en }),
  icon: ICON,
  icon_square: ICON,
  icon_rectangle: ICON,
  rates: null,
  balance,
});
