import type { QueryClient } from '@tanstack/react-query';
import { getActiveBanksQuery, type Api } from '@wallet/api';

/**
 * True when the player's saved accounts, read again now, hold this bank and number: an add whose
 * answer was lost went through. A failed read says nothing, so the add's own failure is shown.
 */
export async function isSavedNow(
  queryClient: QueryClient,
  api: Api,
  body: { bank_name: string; account_number: string },
) {
  try {
    const saved = await queryClient.fetchQuery({ ...getActiveBanksQuery(api), staleTime: 0 });
    return saved.response.some(
      (b) => b.bank_name === body.bank_name && b.account_number === body.account_number,
    );
  } catch {
    return false;
  }
}
