import { useEffect, useState } from 'react';
import { nextRealityCheckAt, type PlaySession } from '@wallet/domain';
import {
  currentPlaySession,
  endPlaySession,
  markRealityCheckSeen,
  useRealityCheckMinutes,
} from '../lib/device-prefs';

/**
 * Issue 27 §5 "After a stretch of play … a reminder": the session begins with the first page that
 * sees the player logged in and ends with a logout or an expiry; while it lasts, a timer waits for
 * the next reminder. Only this waits in the entry: the reminder itself (its dialog, its reading of
 * the history) is loaded once it is due.
 */
export function useRealityCheck(loggedIn: boolean) {
  const minutes = useRealityCheckMinutes();
  const [due, setDue] = useState<PlaySession | null>(null);
  const [closed, setClosed] = useState(0);
  // Logged out with a reminder up (its own 'Đăng xuất', another tab, an expiry): it goes.
  if (!loggedIn && due !== null) setDue(null);
  useEffect(() => {
    if (!loggedIn) {
      endPlaySession();
      return undefined;
    }
    const session = currentPlaySession();
    const at = nextRealityCheckAt(session, minutes);
    if (at === null) return undefined;
    const timer = setTimeout(() => setDue(session), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [loggedIn, minutes, closed]);
  return {
    due,
    close: () => {
      markRealityCheckSeen(Date.now());
      setDue(null);
      setClosed((n) => n + 1);
    },
  };
}
