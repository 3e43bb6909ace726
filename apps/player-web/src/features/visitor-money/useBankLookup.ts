import { useQuery } from '@tanstack/react-query';
import { getPublicUserBanksQuery, toApiError } from '@wallet/api';
import { loadError, shouldLookUpBanks, visitorBankLookup } from '@wallet/domain';
import { useApi } from '@wallet/shell';

export interface LookupBank {
  id: number;
  bank_name: string;
  account_number: string;
}

export interface BankLookup {
  /** 001 §4 "On success with banks, the list is filled … and the lookup counts as valid." */
  banks: LookupBank[];
  valid: boolean;
  /** The upstream's answer had a message for the visitor (001 §8 lookup messages). */
  message: string | null;
  /** The lookup itself failed (no answer, a 5xx): says so, never a phone message. */
  failure: string | null;
  checking: boolean;
  retry: () => void;
}

const NO_BANKS: LookupBank[] = [];

/**
 * 001 §4 "Entering the phone number: at exactly 10 characters a bank lookup runs. … Any other length
 * marks it invalid." As the deposit's phone check, the query's own state is read: an answer or a
 * failure belongs to one phone and goes once the visitor types another.
 */
export function useBankLookup(phone: string): BankLookup {
  const api = useApi();
  const lookable = shouldLookUpBanks(phone);
  const query = useQuery({ ...getPublicUserBanksQuery(api, phone), enabled: lookable });
  const answer = lookable ? query.data : undefined;
  const error = lookable && !answer ? (query.error ?? query.failureReason) : null;
  const outcome = answer ? visitorBankLookup(answer.message, answer.response.length) : null;
  return {
    banks: answer && outcome?.fillBanks ? answer.response : NO_BANKS,
    valid: outcome?.valid ?? false,
    message: outcome?.message?.text ?? null,
    failure: error ? loadError(toApiError(error)).text : null,
    checking: lookable && !answer && !error && query.isFetching,
    retry: () => void query.refetch(),
  };
}
