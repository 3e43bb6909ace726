import {
  ACTIVATION_DEPOSIT_PROMPT,
  ACTIVATION_NOT_ACTIVATED,
  ACTIVATION_WAIT,
  ACTIVATION_WINDOW_MS,
  DEPOSIT_LINK_LABEL,
} from '@wallet/domain';
import { Button, Notice, useNow, WaitProgress } from '@wallet/ui';
import { routerLink } from '@wallet/shell';
import { href } from '../../lib/paths';
import { useActivation } from './useActivation';
import './Activation.css';

export interface ActivationProps {
  userName?: string | null;
  userId?: number | null;
}

/**
 * 000 §4 "A marker younger than 10 minutes (600000 ms) shows a spinner with 'Vui lòng chờ cấp tài
 * khoản trong giây lát…'", and issue 37 §3 "the activation wait (10 minutes) show[s] … for how
 * long": the spinner and the spec's words, with how much of the 10 minutes has gone.
 */
function ActivationWait({ since }: { since: number }) {
  const waitedMs = useNow() - since;
  return (
    <div className="activation-wait">
      <WaitProgress label={ACTIVATION_WAIT} waitedMs={waitedMs} totalMs={ACTIVATION_WINDOW_MS} />
    </div>
  );
}

/**
 * The first-deposit activation block (000 §4, 001 §4) for a logged-in player without a game
 * account: the wait while the deposit is awaited, the not-activated message, or the prompt to
 * deposit. Shows nothing once the account is activated.
 */
export function Activation({ userName, userId }: ActivationProps) {
  const { state, markerAt } = useActivation({ userName, userId });
  switch (state) {
    case 'waiting':
      // Only a marker waits: markerAt is there.
      return markerAt === null ? null : <ActivationWait since={markerAt} />;
    case 'not-activated':
      return <Notice tone="error">{ACTIVATION_NOT_ACTIVATED}</Notice>;
    case 'deposit-prompt':
      return (
        <div className="activation">
          <p>{ACTIVATION_DEPOSIT_PROMPT}</p>
          <Button href={`${href('/deposit')}?initial=1`} renderLink={routerLink}>
            {DEPOSIT_LINK_LABEL}
          </Button>
        </div>
      );
    default:
      return null;
  }
}
