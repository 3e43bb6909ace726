import { useEffect, useState } from 'react';

/** True once `pending` has lasted `afterMs`; false again as soon as it ends. */
export function useSlow(pending: boolean, afterMs: number | false): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending || afterMs === false) return undefined;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending, afterMs]);
  return pending && slow;
}
