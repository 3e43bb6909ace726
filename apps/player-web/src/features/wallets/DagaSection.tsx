import { useId } from 'react';
import {
  DAGA_SECTION_TITLE,
  moveToMainLabel,
  RELOAD_WALLET,
  type GameBalance,
} from '@wallet/domain';
import { BalanceDisplay, Button, SwapIcon } from '@wallet/ui';
import { toBalanceState, wholePoints } from './balances';

/**
 * 001 §2 "a Da Ga section (points, a transfer icon, a 'Tải lại ví' reload link)". The icon shows
 * while there is a whole point to move (the upstream takes whole Da Ga points only).
 */
export function DagaSection({
  balance,
  moving,
  busy,
  onMove,
  onReload,
}: {
  balance: GameBalance;
  moving: boolean;
  busy: boolean;
  onMove: (points: number) => void;
  onReload: () => void;
}) {
  const headingId = useId();
  const shown = moving ? ({ kind: 'loading' } as const) : balance;
  const points = wholePoints(shown);
  return (
    <section className="all-wallets__daga" aria-labelledby={headingId}>
      <h3 id={headingId} className="all-wallets__daga-name">
        {DAGA_SECTION_TITLE}
      </h3>
      <BalanceDisplay state={toBalanceState(shown)} />
      {points > 0 ? (
        <Button
          variant="icon"
          aria-label={moveToMainLabel(DAGA_SECTION_TITLE)}
          disabled={busy}
          onClick={() => onMove(points)}
        >
          <SwapIcon size={18} />
        </Button>
      ) : null}
      <Button
        variant="ghost"
        className="all-wallets__reload"
        disabled={shown.kind === 'loading'}
        onClick={onReload}
      >
        {RELOAD_WALLET}
      </Button>
    </section>
  );
}
