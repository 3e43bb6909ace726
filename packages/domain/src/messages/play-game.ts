// The play-game dialog (001 §2 "Play-game dialog")

/** 001 §2 "an input 'Chuyển điểm (VND)'" */
export const PLAY_GAME_AMOUNT_LABEL = 'Chuyển điểm (VND)';
/** 001 §2 "a 'Chuyển tất cả điểm' button" */
export const PLAY_GAME_TRANSFER_ALL_LABEL = 'Chuyển tất cả điểm';
/** 001 §2 "a 'Chơi ngay' button" */
export const PLAY_GAME_LABEL = 'Chơi ngay';
/** The game's balance in the dialog (ours). */
export const PLAY_GAME_BALANCE_LABEL = 'Số dư trò chơi';
/** The pop-up blocker refused the game's tab: the points moved, a link opens it (ours). */
export const PLAY_GAME_OPEN_PROMPT = 'Trò chơi đã sẵn sàng. Nhấn nút bên dưới để mở trò chơi.';
/** 001 §2 Pending-transaction dialog "an optional game-link button" (ours). */
export const PLAY_GAME_LINK_LABEL = 'Mở trò chơi';
