// The all-wallets screen (001 §2): a module of its own, so these texts travel with that screen's
// code and not with the shared balance texts home loads first.

/** 001 §2 all wallets "a Da Ga section (points, a transfer icon, a 'Tải lại ví' reload link)" */
export const RELOAD_WALLET = 'Tải lại ví';
/** 001 §2 "A button 'Chuyển mọi thứ vào tài khoản chính' appears only when the group list is non-empty." */
export const TRANSFER_EVERYTHING = 'Chuyển mọi thứ vào tài khoản chính';
/** 001 §2 all wallets "a Da Ga section" — its heading (ours, the house game's vn name). */
export const DAGA_SECTION_TITLE = 'Đá gà';
/** The label of a game's move-to-main control (ours, as the kit's wallet card names it). */
export const moveToMainLabel = (game: string) => `Chuyển điểm ${game} về tài khoản chính`;
/**
 * Shown while a move is on its way, under the controls it turned off, so a second tap meets a
 * reason and not a dead button (ours, issue 24).
 */
export const MOVE_ON_ITS_WAY = 'Đang chuyển điểm. Vui lòng chờ trong giây lát.';
