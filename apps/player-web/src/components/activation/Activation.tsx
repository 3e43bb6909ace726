import {
  ACTIVATION_DEPOSIT_PROMPT,
  ACTIVATION_NOT_ACTIVATED,
  ACTIVATION_WAIT,
  DEPOSIT_LINK_LABEL,
} from '@wallet/domain';
import { Button, LoadingBlock, Notice } from '@wallet/ui';
import { routerLink } from '@wallet/shell';
import { href } from '../../lib/paths';
import { useActivation } from './useActivation';
import './Activation.css';

export interface ActivationProps {
  userName?: string | null;
  userId?: number | null;
}

/**
 * The first-deposit activation block (000 §4, 001 §4) for a logged-in player without a game
 * account: a spinner while the deposit is awaited, the not-activated message, or the prompt to
 * deposit. Shows nothing once the account is activated.
 */
export function Activation({ userName, userId }: ActivationProps) {
  const state = useActivation({ userName, userId });
  switch (state) {
    case 'waiting':
      return (
        <div className="activation activation--waiting">
          <LoadingBlock inline label={ACTIVATION_WAIT} />
        </div>
      );
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
