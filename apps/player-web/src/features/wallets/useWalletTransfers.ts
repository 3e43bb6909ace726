import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  getGameCategoryItemsQuery,
  getUserQuery,
  toApiError,
  withdrawAllPointsMutation,
  withdrawDagaPointsMutation,
  withdrawGamePointsMutation,
} from '@wallet/api';
import {
  BALANCE_REFRESH_DELAY_MS,
  clientRefusal,
  gameTransferError,
  MONEY_CALL_IN_PROGRESS,
  MONEY_OUTCOME_UNKNOWN,
  transferAllError,
} from '@wallet/domain';
import { useApi } from '@wallet/shell';
import { rereadDaga } from './useDagaBalance';

/** A key of what a transfer moves: a game item's id, or 'daga'. */
export type MoveKey = number | 'daga';
export interface GameMove {
  key: number;
  gameId: number;
  points: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every move of points back to the main wallet on this screen (001 §4 "Withdraw game points to
 * main", "Transfer-all"). One at a time: from the tap until the balances have been read again,
 * every transfer control is off (`busy`), so a double tap or a second button sends nothing more.
 * After each the user info is read at once and the balances one second later (001 §9 "Balance
 * refreshes are delayed by 1 second after a transfer"): what shows is the upstream's, never a sum.
 * A transfer whose answer never came is not sent again: the balances are read again first, and
 * only then is the money guard told the player has the figures to judge by (docs/decisions.md).
 */
export function useWalletTransfers() {
  const api = useApi();
  const queryClient = useQueryClient();
  const game = useMutation(withdrawGamePointsMutation(api));
  const daga = useMutation(withdrawDagaPointsMutation(api));
  const all = useMutation(withdrawAllPointsMutation(api));
  const lock = useRef(false);
  const [moving, setMoving] = useState<ReadonlySet<MoveKey> | null>(null);
  /** A popup's text (a single move's failure, a lost answer's finding). */
  const [notice, setNotice] = useState<string | null>(null);
  /** 001 §8 "Transfer-all failure: 'Failed to transfer all points. Please try again.'" */
  const [allFailed, setAllFailed] = useState<string | null>(null);
  const popup = (failure: ApiError) => setNotice(gameTransferError(failure).text);

  async function reread() {
    await queryClient
      .invalidateQueries({ queryKey: getUserQuery(api).queryKey })
      .catch(() => undefined);
    await sleep(BALANCE_REFRESH_DELAY_MS);
    // The list read again is newer than any balance read on its own: its figures show.
    await Promise.allSettled([
      queryClient.refetchQueries({ queryKey: getGameCategoryItemsQuery(api).queryKey }),
      rereadDaga(queryClient, api),
    ]);
  }

  async function run(keys: MoveKey[], work: () => Promise<void>, onFailure: (e: ApiError) => void) {
    // A tap that beat the controls turning off: told, never dropped in silence.
    if (lock.current) return popup(new ApiError(0, MONEY_CALL_IN_PROGRESS));
    lock.current = true;
    setMoving(new Set(keys));
    setAllFailed(null);
    let lost = false;
    try {
      await work();
    } catch (thrown) {
      const failure = toApiError(thrown);
      lost = failure.code === MONEY_OUTCOME_UNKNOWN;
      onFailure(failure);
    }
    try {
      await reread();
    } finally {
      // The re-read figures are on screen: the player may now decide again.
      if (lost) api.money.acknowledgeUnknownOutcome();
      lock.current = false;
      setMoving(null);
    }
  }

  return {
    busy: moving !== null,
    moving,
    notice,
    closeNotice: () => setNotice(null),
    allFailed,
    /** 001 §4 "On success the game balance goes to 0 and the user info is reloaded." */
    moveGame: (move: GameMove) =>
      run(
        [move.key],
        async () => {
          await game.mutateAsync({ id: move.gameId, amount: move.points });
        },
        popup,
      ),
    /** POST /player/points/withdraw/daga "with amount (whole number)". */
    moveDaga: (points: number) =>
      run(
        ['daga'],
        async () => {
          await daga.mutateAsync({ amount: points });
        },
        popup,
      ),
    /**
     * 001 §4 "It then transfers Da Ga points if above 0, then each game with a positive balance";
     * the games go in one POST player/points/withdraw/all (001 §7), refused items counting as a failure.
     */
    moveAll: (dagaPoints: number, games: GameMove[]) =>
      run(
        [...(dagaPoints > 0 ? (['daga'] as const) : []), ...games.map((g) => g.key)],
        async () => {
          if (dagaPoints > 0) await daga.mutateAsync({ amount: dagaPoints });
          if (games.length === 0) return;
          const results = await all.mutateAsync({
            game_items: games.map((g) => ({ game_id: g.gameId, amount: g.points })),
          });
          if (results.some((r) => !r.status)) throw new ApiError(200, 'TRANSFER_ALL_PARTIAL');
        },
        (failure) => {
          const refused = clientRefusal(failure);
          if (refused && failure.code === MONEY_OUTCOME_UNKNOWN) setNotice(refused.text);
          setAllFailed((refused ?? transferAllError()).text);
        },
      ),
  };
}
