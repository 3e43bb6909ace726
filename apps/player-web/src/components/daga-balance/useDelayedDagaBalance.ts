import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDagaBalanceQuery } from '@wallet/api';
import { BALANCE_REFRESH_DELAY_MS } from '@wallet/domain';
import { useApi } from '@wallet/shell';

/**
 * 001 §4 "The Da Ga balance is fetched after a 1-second delay" (§9 "The Da Ga balance fetch is
 * delayed 1 second"): the Da Ga points query, asked one second after the screen showing it appears
 * (the wallets, the home Da Ga panel, the play-game dialog). `due` says the second has passed;
 * `hurry` ends the wait for the player's own reload.
 */
export function useDelayedDagaBalance({
  enabled = true,
  retry,
}: {
  enabled?: boolean;
  retry?: false;
}) {
  const api = useApi();
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), BALANCE_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = useQuery({
    ...getDagaBalanceQuery(api),
    enabled: enabled && due && api.hasToken(),
    ...(retry === false ? { retry } : {}),
  });
  return { query, due, hurry: () => setDue(true) };
}
