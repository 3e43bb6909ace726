import { useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  depositDagaMutation,
  gameLoginMutation,
  getDagaBalanceQuery,
  getGameBalanceQuery,
  getGameCategoryItemsQuery,
  getUserQuery,
  toApiError,
  type Api,
  type TransferResult,
} from '@wallet/api';
import { gameTransferError, MONEY_OUTCOME_UNKNOWN, type ErrorView } from '@wallet/domain';
import { useApi, useNavigateAndWait } from '@wallet/shell';
import { href } from '../../../lib/paths';
import { openGameTab, type GameTab } from './game-tab';
import type { PlayTarget } from './target';

/** 001 §9 "Balance refreshes are delayed by 1 second after a transfer." */
const BALANCE_REFRESH_DELAY_MS = 1000;

export interface PlayFailure {
  view: ErrorView;
  /** The game link an error carried (PENDING_DEPOSIT, PLEASE_DEPOSIT). */
  link: string | null;
}

function linkOf(body: unknown): string | null {
  const link = (body as { link?: unknown } | null | undefined)?.link;
  return typeof link === 'string' ? link : null;
}

function balanceKeys(api: Api, target: PlayTarget) {
  return [
    target.isDaGa
      ? getDagaBalanceQuery(api).queryKey
      : getGameBalanceQuery(api, target.gameId).queryKey,
    getGameCategoryItemsQuery(api).queryKey,
  ];
}

/**
 * A lost answer: the money guard has read the main balance again; the game's is read too, and only
 * once both are the upstream's figures is the transfer forgotten, so the player decides on what
 * the re-read numbers show and nothing is re-sent on its own (docs/decisions.md).
 */
async function rereadThenForget(
  api: Api,
  queryClient: QueryClient,
  target: PlayTarget,
): Promise<void> {
  const user = getUserQuery(api).queryKey;
  await Promise.all(
    [user, ...balanceKeys(api, target)].map((queryKey) => queryClient.refetchQueries({ queryKey })),
  );
  if (queryClient.getQueryState(user)?.status === 'success') api.money.acknowledgeUnknownOutcome();
}

/**
 * 001 §4 "Transfer into a game: Confirm sets a loading state. On success it opens the game link in
 * a new tab (or goes to game-links for Da Ga), updates the main balance from player_balance and
 * closes the dialog. On failure an error is shown." One request per tap through the money guard.
 */
export function useTransferIn(
  target: PlayTarget,
  hooks: { onPlayed: () => void; onLost: () => void },
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigateAndWait();
  const [failure, setFailure] = useState<PlayFailure | null>(null);
  /** The pop-up blocker refused the tab: the player opens the game by a link. */
  const [refusedLink, setRefusedLink] = useState<string | null>(null);
  const tab = useRef<GameTab | null>(null);

  const onSuccess = (result: TransferResult) => {
    queryClient.setQueryData(getUserQuery(api).queryKey, (user) =>
      user ? { ...user, balance: result.player_balance } : user,
    );
    // The figure shown next is the upstream's own, read again.
    void queryClient.invalidateQueries({ queryKey: getUserQuery(api).queryKey });
    setTimeout(() => {
      for (const queryKey of balanceKeys(api, target))
        void queryClient.invalidateQueries({ queryKey });
    }, BALANCE_REFRESH_DELAY_MS);
    if (target.isDaGa) {
      hooks.onPlayed();
      // Returned: the form stays locked until /game-links shows.
      return navigate(href('/game-links'));
    }
    const shown = result.link ? tab.current?.show(result.link) : false;
    if (!shown) tab.current?.close();
    if (result.link && !shown) setRefusedLink(result.link);
    else hooks.onPlayed();
    return undefined;
  };

  const onError = async (thrown: unknown) => {
    tab.current?.close();
    const error = toApiError(thrown);
    if (error.code === MONEY_OUTCOME_UNKNOWN) {
      await rereadThenForget(api, queryClient, target);
      hooks.onLost();
    }
    setFailure({ view: gameTransferError(error), link: linkOf(error.body) });
  };

  const gameLogin = useMutation({ ...gameLoginMutation(api), onSuccess, onError });
  const daga = useMutation({ ...depositDagaMutation(api), onSuccess, onError });

  /** Called in the tap's own task: the game's tab opens there (see game-tab.ts). */
  const send = (amount: number) => {
    if (target.isDaGa) return daga.mutateAsync({ amount });
    tab.current = openGameTab();
    return gameLogin.mutateAsync({ game_id: target.gameId, amount });
  };

  return {
    send,
    /** A transfer is on its way: the dialog stays until its answer says what to show. */
    sending: gameLogin.isPending || daga.isPending,
    failure,
    dismissFailure: () => setFailure(null),
    refusedLink,
  };
}
