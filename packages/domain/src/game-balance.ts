import {
  BALANCE_FORBIDDEN,
  BALANCE_NETWORK_ERROR_DISPLAY,
  BALANCE_NOT_SUPPORTED,
} from './messages';

/** 000 §9 "Balance endpoint: 1 request per second"; 001 §9 "limited to 1 request per second" */
export const BALANCE_MIN_INTERVAL_MS = 1000;
/** 001 §9 "Balance refreshes are delayed by 1 second after a transfer. The Da Ga balance fetch is delayed 1 second." */
export const BALANCE_REFRESH_DELAY_MS = 1000;

/** What a game balance answer can be. */
export type GameBalance =
  { kind: 'loading' } | { kind: 'value'; value: number } | { kind: 'error'; code: string };

/**
 * 001 §4 "Loading spinner, a number, 'KHÔNG ĐƯỢC HỖ TRỢ' (not supported), 'LỖI MẠNG' (network
 * error), or 'CẤM' (forbidden, Da Ga). A balance of 0 shows 0." null means show the spinner.
 * 001 §8 "ACCOUNT_DOESNT_EXIST: … (game balance shown as 0)"; "GAME_PROVIDER_NOT_SUPPORTED: shown as
 * 'KHÔNG ĐƯỢC HỖ TRỢ'"; "FORBIDDEN (Da Ga): balance shown as 'CẤM'". Any other error reads 'LỖI MẠNG'.
 */
export function balanceDisplay(balance: GameBalance): number | string | null {
  if (balance.kind === 'loading') return null;
  if (balance.kind === 'value') return balance.value;
  switch (balance.code) {
    case 'ACCOUNT_DOESNT_EXIST':
      return 0;
    case 'GAME_PROVIDER_NOT_SUPPORTED':
      return BALANCE_NOT_SUPPORTED;
    case 'FORBIDDEN':
      return BALANCE_FORBIDDEN;
    default:
      return BALANCE_NETWORK_ERROR_DISPLAY;
  }
}
