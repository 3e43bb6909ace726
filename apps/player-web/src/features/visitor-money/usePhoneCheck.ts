import { useQuery } from '@tanstack/react-query';
import { checkDepositPhoneQuery, toApiError } from '@wallet/api';
import { depositPhoneCheckMessage, loadError, shouldCheckDepositPhone } from '@wallet/domain';
import { useApi } from '@wallet/shell';

export interface PhoneCheck {
  /** 000 §4 "Passing marks the phone valid." Only for the phone as it is now. */
  valid: boolean;
  /** The upstream said no: 000 §6 "tells the visitor to log in first". */
  refusal: string | null;
  /** The check itself failed (no answer, a 5xx): says so, never "log in first". */
  failure: string | null;
  checking: boolean;
  retry: () => void;
}

/**
 * 000 §4 "Phone check: at exactly 10 characters a check runs. Passing marks the phone valid.
 * Failing shows an error message and marks it invalid. Any other length marks it invalid."
 * The query's own state is read (not useLoadState): a failure belongs to one phone and must not
 * stay on screen once the player types another.
 */
export function usePhoneCheck(phone: string): PhoneCheck {
  const api = useApi();
  const checkable = shouldCheckDepositPhone(phone);
  const query = useQuery({ ...checkDepositPhoneQuery(api, phone), enabled: checkable });
  const answer = checkable ? query.data : undefined;
  const error = checkable && !answer ? (query.error ?? query.failureReason) : null;
  return {
    valid: answer?.status === true,
    refusal: answer ? depositPhoneCheckMessage(answer) : null,
    failure: error ? loadError(toApiError(error)).text : null,
    checking: checkable && !answer && !error && query.isFetching,
    retry: () => void query.refetch(),
  };
}
