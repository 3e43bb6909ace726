import type { ApiError } from '@wallet/api';
import { loadError } from '@wallet/domain';
import { ErrorState } from '@wallet/ui';
import './UserInfoFailure.css';

/**
 * The player's info did not load, for a reason that is not a logout (000 §1 logs out only on
 * 'Unauthenticated.' or 'timeout exceeded' from the upstream): the session stays and the player is
 * told what happened, with a retry.
 */
export default function UserInfoFailure({
  failure,
  onRetry,
  retrying,
}: {
  failure: ApiError;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="user-info-failure">
      <ErrorState message={loadError(failure).text} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
