import { PLAY_GAME_BALANCE_LABEL } from '@wallet/domain';
import { BalanceDisplay, RefreshIcon, balanceStateFrom } from '@wallet/ui';
import type { useGameBalance } from './useGameBalance';

/** 001 §2 "the game's balance with a refresh control" (001 §4: the icon spins while it loads). */
export function GameBalanceLine({ balance }: { balance: ReturnType<typeof useGameBalance> }) {
  return (
    <p className="play-game__line">
      <span>{PLAY_GAME_BALANCE_LABEL}</span>
      <span className="play-game__balance" aria-label={PLAY_GAME_BALANCE_LABEL}>
        <BalanceDisplay state={balanceStateFrom(balance.display)} />
        <RefreshIcon spinning={balance.refreshing} onRefresh={balance.refresh} />
      </span>
    </p>
  );
}
