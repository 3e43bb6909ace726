import { useQuery } from '@tanstack/react-query';
import { getGameBalanceQuery, toApiError } from '@wallet/api';
import { balanceDisplay, type GameBalance } from '@wallet/domain';
import { useApi } from '@wallet/shell';
import { useDelayedDagaBalance } from '../../../components/daga-balance/useDelayedDagaBalance';

/**
 * One game's balance for the dialog (Da Ga's own call for Da Ga, asked after the spec's 1-second
 * delay like the wallets screen's: useDelayedDagaBalance). The balance calls are spaced one second
 * apart by the api's rate limiter, so a quick tap on refresh waits its turn.
 */
export function useGameBalance(gameId: number, isDaGa: boolean) {
  const api = useApi();
  const game = useQuery({
    ...getGameBalanceQuery(api, gameId),
    enabled: !isDaGa && api.hasToken(),
  });
  const daga = useDelayedDagaBalance({ enabled: isDaGa });
  const query = isDaGa ? daga.query : game;
  const balance: GameBalance = query.isPending
    ? { kind: 'loading' }
    : query.isError
      ? { kind: 'error', code: toApiError(query.error).code }
      : 'result' in query.data
        ? { kind: 'value', value: query.data.result }
        : { kind: 'error', code: query.data.error };
  const shown = balanceDisplay(balance);
  return {
    display: query.isFetching ? null : shown,
    /** The points the game holds, for 001 §5 "A blank amount with a positive game balance". */
    points: typeof shown === 'number' ? shown : 0,
    refreshing: query.isFetching,
    refresh: () => {
      if (isDaGa) daga.hurry();
      void query.refetch();
    },
  };
}
