// Home quick links, invite, game links (000 §2)

/** 000 §2 "A visitor sees a 'Đăng nhập' tile to /login." */
export const HOME_LOGIN_TILE = 'Đăng nhập';
/** 000 §2 "Then tiles NẠP TIỀN (/deposit), RÚT TIỀN (/withdraw), Đại Lý (/agent/register)" */
export const HOME_DEPOSIT_TILE = 'NẠP TIỀN';
/** 000 §2 "Then tiles NẠP TIỀN (/deposit), RÚT TIỀN (/withdraw), Đại Lý (/agent/register)" */
export const HOME_WITHDRAW_TILE = 'RÚT TIỀN';
/** 000 §2 "Then tiles NẠP TIỀN (/deposit), RÚT TIỀN (/withdraw), Đại Lý (/agent/register)" */
export const HOME_AGENT_TILE = 'Đại Lý';
/** 000 §2 "and, when logged in, an 'Invite' tile" */
export const HOME_INVITE_TILE = 'Invite';
/** 000 §2 the wallet tile "shows the balance or '-'" — its label is the spec's 'Số dư'. */
export const HOME_WALLET_TILE = 'Số dư';
/** 001 §2 all wallets "shows the total balance" — the home wallet popup's title. */
export const ALL_WALLETS_TITLE = 'Tổng số dư';
/** The invite link was copied (ours). */
export const INVITE_COPIED = 'Đã sao chép link mời bạn bè.';
/** The invite link was shared (ours). */
export const INVITE_SHARED = 'Đã chia sẻ link mời bạn bè.';
/** Neither share nor copy worked: the link is shown to copy by hand (ours). */
export const INVITE_COPY_FAILED = 'Không sao chép được, vui lòng sao chép link bên dưới.';
/** 000 §2 Game Links "A visitor sees it without links" — the prompt to log in (ours). */
export const GAME_LINKS_LOGIN_PROMPT =
  'Vui lòng đăng nhập để xem tài khoản trò chơi và link vào game.';
