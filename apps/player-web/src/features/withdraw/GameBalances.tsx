import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGameCategoryItemsQuery,
  getUserQuery,
  toApiError,
  withdrawGamePointsMutation,
  type GameItemWithBalance,
} from '@wallet/api';
import {
  gameTransferError,
  formatPoints,
  localizedName,
  WITHDRAW_NO_GAMES,
  WITHDRAW_TO_MAIN_LABEL,
} from '@wallet/domain';
import { Button, EmptyState, ErrorDialog, Money } from '@wallet/ui';
import { useLoadState, useApi } from '@wallet/shell';
import { Loaded } from '../../components/loaded/Loaded';
import { MoneyWait } from '../../components/money-wait/MoneyWait';

/**
 * 001 §2 step 1 "game balances with transfer-to-main-wallet controls"; §4 "On success the game
 * balance goes to 0 and the user info is reloaded"; §5 "The amount rounded down to a whole number is
 * what is sent for game point transfers to the main wallet."
 */
export function GameBalances({ disabled }: { disabled: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const games = useLoadState(useQuery(getGameCategoryItemsQuery(api)));
  const [error, setError] = useState<string | null>(null);
  const transfer = useMutation({
    ...withdrawGamePointsMutation(api),
    // Both balances are the upstream's, read again (the game's and the main wallet's).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGameCategoryItemsQuery(api).queryKey }),
        queryClient.invalidateQueries({ queryKey: getUserQuery(api).queryKey }),
      ]),
    onError: (thrown) => setError(gameTransferError(toApiError(thrown)).text),
  });

  return (
    <section className="withdraw-games" aria-labelledby="withdraw-games-title">
      <h2 id="withdraw-games-title" className="withdraw-page__heading">
        Ví trò chơi
      </h2>
      <Loaded state={games}>
        {(categories) => {
          const items = categories.flatMap((c) => c.game_items);
          if (items.length === 0) return <EmptyState text={WITHDRAW_NO_GAMES} />;
          return (
            <ul className="withdraw-games__list">
              {items.map((item) => (
                <GameRow
                  key={item.id}
                  item={item}
                  busy={transfer.isPending || disabled}
                  onTransfer={(amount) => transfer.mutate({ id: item.game_id, amount })}
                />
              ))}
            </ul>
          );
        }}
      </Loaded>
      <MoneyWait pending={transfer.isPending} />
      <ErrorDialog open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </section>
  );
}

function GameRow({
  item,
  busy,
  onTransfer,
}: {
  item: GameItemWithBalance;
  busy: boolean;
  onTransfer: (amount: number) => void;
}) {
  const name = localizedName(item.name, 'en', String(item.game_id));
  const whole = typeof item.balance === 'number' ? Math.floor(item.balance) : 0;
  return (
    <li className="withdraw-games__row">
      <span className="withdraw-games__name">{name}</span>
      <span className="withdraw-games__balance">
        {typeof item.balance === 'number' ? (
          <Money>{formatPoints(item.balance)}</Money>
        ) : (
          item.balance
        )}
      </span>
      <Button
        variant="ghost"
        disabled={busy || whole < 1}
        aria-label={`${WITHDRAW_TO_MAIN_LABEL}: ${name}`}
        onClick={() => onTransfer(whole)}
      >
        {WITHDRAW_TO_MAIN_LABEL}
      </Button>
    </li>
  );
}
