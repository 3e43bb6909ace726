import { useMemo } from 'react';
import type { GameRates } from '@wallet/api';
import {
  ALL_WALLETS_TITLE,
  amountRefusal,
  PLAY_GAME_AMOUNT_LABEL,
  PLAY_GAME_LABEL,
  PLAY_GAME_TRANSFER_ALL_LABEL,
  canPlayGame,
  playGameBlocker,
  gameTransferAmountToSend,
  gameTransferOutOfRange,
  formatBalanceK,
  playGameSchema,
  transferAllPointsAmount,
  type GameTransferContext,
  amountHint,
  THOUSANDS_TO_VND,
  GAME_TRANSFER_MAX_DECIMALS,
} from '@wallet/domain';
import { AmountField, Button, Money, RangeHint, SubmitButton, useForm } from '@wallet/ui';
import { GameBalanceLine } from './GameBalanceLine';
import type { PlayTarget } from './target';
import { useGameBalance } from './useGameBalance';

export interface PlayGameFormProps {
  target: PlayTarget;
  /** The main balance, thousands (the user info's). */
  mainBalance: number;
  /** null: 1 to 1 without bounds. */
  rates: GameRates | null;
  /** Blank amount, Da Ga: the game is opened without a transfer. */
  onOpenOnly: () => unknown;
  /** Sends the amount (main-wallet thousands); returns the request's promise. */
  onSend: (amount: number) => unknown;
}

/**
 * 001 §2 "Shows 'Tổng số dư', the game's balance with a refresh control, an input 'Chuyển điểm
 * (VND)', a 'Chuyển tất cả điểm' button and a 'Chơi ngay' button. Min and max are displayed as
 * 'Tối thiểu:' and 'Tối đa:' and are highlighted when the entry is out of range."
 */
export function PlayGameForm({
  target,
  mainBalance,
  rates,
  onOpenOnly,
  onSend,
}: PlayGameFormProps) {
  const ctx: GameTransferContext = useMemo(
    () => ({
      isDaGa: target.isDaGa,
      mainBalance,
      min: rates?.min_amount ?? null,
      max: rates?.max_amount ?? null,
    }),
    [target.isDaGa, mainBalance, rates],
  );
  const schema = useMemo(() => playGameSchema(ctx), [ctx]);
  const balance = useGameBalance(target.gameId, target.isDaGa);

  const form = useForm({
    initial: { amount: '' },
    schema,
    onSubmit: ({ amount }) => {
      // Enter reaches here even while 'Chơi ngay' is disabled.
      if (!canPlayGame(amount, ctx, balance.points)) return undefined;
      // 001 §5 "A blank amount with a positive game balance … just opens or continues the game."
      if (amount === '' && target.isDaGa) return onOpenOnly();
      return onSend(gameTransferAmountToSend(amount, ctx));
    },
  });
  const field = form.field('amount');
  const blocker = playGameBlocker(form.values.amount, ctx, balance.points);
  const playable = blocker === null;
  const broken = gameTransferOutOfRange(form.values.amount, ctx);
  // Said under the button unless the dialog says it already: the field's message, or the bound
  // highlighted in the range line.
  const saidAbove = blocker === field.error || (rates !== null && broken !== null);

  return (
    <form className="play-game" noValidate onSubmit={form.handleSubmit}>
      <p className="play-game__line">
        <span>{ALL_WALLETS_TITLE}</span>
        {/* In K, as the amount under it is typed: a bare '5,000' read as VND is off by 1,000. */}
        <strong aria-label={ALL_WALLETS_TITLE}>
          <Money>{formatBalanceK(mainBalance)}</Money>
        </strong>
      </p>
      <GameBalanceLine balance={balance} />
      <AmountField
        label={PLAY_GAME_AMOUNT_LABEL}
        inputMode="decimal"
        autoComplete="off"
        value={field.value}
        error={field.error}
        refusal={(text) => amountRefusal(text, 'game')}
        // Issue 47 §3: what 1 K is, then the amount in VND and in words.
        hint={amountHint(
          field.value,
          'K',
          THOUSANDS_TO_VND,
          target.isDaGa ? 0 : GAME_TRANSFER_MAX_DECIMALS,
        )}
        // The rules speak as the amount is typed (001 §5), not only once the field is left.
        onChange={(typed) => {
          field.onChange(typed);
          field.onBlur();
        }}
        onBlur={field.onBlur}
        disabled={form.submitting}
      />
      {rates ? <RangeHint min={rates.min_amount} max={rates.max_amount} broken={broken} /> : null}
      <div className="play-game__actions">
        <Button
          variant="ghost"
          disabled={form.submitting}
          onClick={() => {
            form.setValue('amount', transferAllPointsAmount(mainBalance, target.isDaGa));
            field.onBlur();
          }}
        >
          {PLAY_GAME_TRANSFER_ALL_LABEL}
        </Button>
        <SubmitButton
          pending={form.submitting}
          blockedBy={saidAbove ? null : blocker}
          disabled={!playable}
        >
          {PLAY_GAME_LABEL}
        </SubmitButton>
      </div>
    </form>
  );
}
