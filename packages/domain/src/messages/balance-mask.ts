// Hiding the player's money on screen (issue 27 §4, texts ours, docs/decisions.md): in the header
// on every page, so a module of its own and short.

/** The header's eye toggle: its name; `aria-pressed` says whether the money is hidden. */
export const HIDE_BALANCE_LABEL = 'Ẩn số dư';
/** What a hidden figure shows instead of its value: always as long, so its length tells nothing. */
export const MONEY_MASK = '******';
/** What a screen reader hears for a hidden figure. */
export const MONEY_HIDDEN = 'Đã ẩn';
