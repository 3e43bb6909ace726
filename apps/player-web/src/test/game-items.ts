import { injectFault } from './sandbox';

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

/** GET player/game_categories_items answers one 'Nổ hũ' category holding `items`, for the whole test. */
export function answerGameItems(items: ReturnType<typeof gameItem>[]): Promise<void> {
  return answerCategories([
    {
      id: 1,
      name: JSON.stringify({ vn: 'Nổ hũ', en: 'Slots' }),
      icon_image: null,
      icon_active: null,
      game_items: items,
    },
  ]);
}

/** GET player/game_categories_items answers these categories, for the whole test. */
export function answerCategories(data: unknown[]): Promise<void> {
  return injectFault({
    method: 'GET',
    path: '/player/game_categories_items',
    kind: 'status',
    status: 200,
    times: 100,
    body: {
      status: true,
      data,
    },
  });
}
