import { STATUS_APPROVED, STATUS_PENDING, STATUS_PROCESSING, STATUS_REJECTED } from './messages';

/** 001 §9 "Transaction status codes 0 to 4 as in section 4." */
export const TRANSACTION_STATUS_CODES = [0, 1, 2, 3, 4] as const;

export type TransactionTone = 'pending' | 'approved' | 'rejected' | 'processing';

export interface TransactionStatus {
  label: string;
  tone: TransactionTone;
  /** 001 §2 "Clicking a row opens /transections/{id}, except rejected rows (is_approved 2), which are not clickable." */
  clickable: boolean;
}

/**
 * 001 §4 "0 'Đang chờ' (pending); 1 'Đã phê duyệt' (approved); 2 'Từ chối' (rejected); 3 or 4 'Đang
 * xử lý' (processing); any other value: shown as rejected". A numeric string counts as its number.
 */
export function transactionStatus(isApproved: unknown): TransactionStatus {
  const value =
    typeof isApproved === 'string' && isApproved !== '' ? Number(isApproved) : isApproved;
  switch (value) {
    case 0:
      return { label: STATUS_PENDING, tone: 'pending', clickable: true };
    case 1:
      return { label: STATUS_APPROVED, tone: 'approved', clickable: true };
    case 3:
    case 4:
      return { label: STATUS_PROCESSING, tone: 'processing', clickable: true };
    default:
      return { label: STATUS_REJECTED, tone: 'rejected', clickable: false };
  }
}

/** 001 §2 "A rejected transaction renders no content in this view." */
export function isRejectedTransaction(isApproved: unknown): boolean {
  return transactionStatus(isApproved).tone === 'rejected';
}

/** 000 §9 "Deposit status poll: 10 s" */
export const DEPOSIT_STATUS_POLL_MS = 10_000;

/**
 * Reads the initialDeposit marker (000 §1 "marker with a timestamp"): a number of milliseconds since
 * the epoch, as stored text. Anything unreadable is no marker.
 */
export function readInitialDepositMarker(stored: string | null | undefined): number | null {
  if (stored == null || stored.trim() === '') return null;
  const value = Number(stored);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The text the initialDeposit marker is stored as. */
export function writeInitialDepositMarker(now: number): string {
  return String(now);
}

/** 000 §9 "activation wait window 600000 ms (10 minutes)"; 001 §9 "Activation wait window 600000 ms." */
export const ACTIVATION_WINDOW_MS = 600_000;

/** 000 §4 "A marker younger than 10 minutes (600000 ms)" */
export function isMarkerFresh(markerAt: number, now: number): boolean {
  return now - markerAt < ACTIVATION_WINDOW_MS;
}

export type ActivationState =
  /** is_approved 1, or a game account already exists: nothing to show. */
  | 'activated'
  /** "a spinner with 'Vui lòng chờ cấp tài khoản trong giây lát…'" */
  | 'waiting'
  /** "the message that the account is not activated or no transfer was made" */
  | 'not-activated'
  /** "the player is asked to deposit to activate, with a 'Nạp Tiền' link" */
  | 'deposit-prompt';

export interface ActivationInput {
  /** The latest approval answer, if the check has run. */
  isApproved?: number | null;
  userName?: string | null;
  userId?: number | string | null;
  /** The marker's timestamp, from {@link readInitialDepositMarker}. */
  markerAt: number | null;
  now: number;
}

/**
 * 000 §4 / 001 §4 Da Ga activation: "is_approved 2 shows the message that the account is not
 * activated …, and clears the marker. is_approved 1 reloads the user info and clears the timer and
 * the marker. A marker younger than 10 minutes (600000 ms) shows a spinner …. An older marker shows
 * the not-activated message. With no user_name, no user_id and no marker, the player is asked to
 * deposit to activate".
 */
export function activationState(input: ActivationInput): ActivationState {
  if (input.isApproved === 1) return 'activated';
  if (input.isApproved === 2) return 'not-activated';
  if (input.markerAt !== null) {
    return isMarkerFresh(input.markerAt, input.now) ? 'waiting' : 'not-activated';
  }
  return input.userName || input.userId ? 'activated' : 'deposit-prompt';
}

/** 000 §9 "Activation poll: 20 s"; 001 §9 "Activation poll every 20000 ms." */
export const ACTIVATION_POLL_MS = 20_000;
/**
 * 000 §9 "User info poll (Game Links): 5 s": the Game Links page asks again until the game account
 * exists (what {@link activationState} reads as activated).
 */
export const GAME_LINKS_POLL_MS = 5000;

/**
 * 000 §4 "when the initialDeposit marker is present, a check runs every 20 seconds"; it stops on
 * an is_approved answer of 1 or 2 (both clear the marker).
 */
export function shouldPollActivation(markerAt: number | null, isApproved?: number | null): boolean {
  return markerAt !== null && isApproved !== 1 && isApproved !== 2;
}

/**
 * Whether an approval answer ends the activation wait. 000 §4 says is_approved 2 "shows the message
 * that the account is not activated … then stops", and also that a marker younger than 10 minutes
 * "shows a spinner". The upstream answers 2 until the first deposit is approved, so a 2 inside the
 * window means "not yet": the wait goes on; after the window a 2 ends it (docs/decisions.md).
 */
export function endsActivationWait(
  isApproved: number | null | undefined,
  markerAt: number | null,
  now: number,
): boolean {
  if (isApproved === 1) return true;
  if (isApproved !== 2) return false;
  return markerAt === null || !isMarkerFresh(markerAt, now);
}
