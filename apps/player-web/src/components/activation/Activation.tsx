import {
  ACTIVATION_DEPOSIT_PROMPT,
  ACTIVATION_NOT_ACTIVATED,
  ACTIVATION_WAIT,
  DEPOSIT_LINK_LABEL,
} from '@wallet/domain';
import { lazy, Suspense } from 'react';
import { Button, LoadingBlock, Notice } from '@wallet/ui';
import { routerLink } from '@wallet/shell';
import { href } from '../../lib/paths';
import { useActivation } from './useActivation';
import './Activation.css';

export interface ActivationProps {
  userName?: string | null;
  userId?: number | null;
}

/** The spec's spinner and words, while the progress's code loads (or if it cannot). */
const Spinner = () => <LoadingBlock inline label={ACTIVATION_WAIT} />;

const ActivationWaiting = lazy(() =>
  import('../wait-progress/waits').then(
    (m) => ({ default: m.ActivationWaiting }),
    () => ({ default: Spinner }),
  ),
);

/** The wait for the first deposit to be approved, with how long (wait-progress/waits.tsx). */
function ActivationWait({ since }: { since: number }) {
  return (
    <div className="activation-wait">
      <Suspense fallback={<Spinner />}>
        <ActivationWaiting since={since} />
      </Suspense>
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
