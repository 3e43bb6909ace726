import { lazy, Suspense, useEffect, useState } from 'react';
import { nextRealityCheckAt } from '@wallet/domain';
import {
  endPlaySession,
  markRealityCheckSeen,
  playSeen,
  playStart,
  useRealityCheckMinutes,
} from '../../lib/play-session';

// Only a reminder that is due needs this: its dialog and its reading of the history.
const RealityCheck = lazy(() => import('./RealityCheck'));

/**
 * Issue 27 §5 "After a stretch of play … a reminder". The layout shows this while a player is
 * logged in (loaded then, not with a visitor's first page): the session begins with the first page
 * that sees them logged in and ends when this goes, at a logout or an expiry. Meanwhile a timer
 * waits for the next reminder, on whole intervals from the start.
 */
export default function RealityCheckTimer() {
  const minutes = useRealityCheckMinutes();
  const [due, setDue] = useState<number | null>(null);
  const [closed, setClosed] = useState(0);
  useEffect(() => endPlaySession, []);
  useEffect(() => {
    const start = playStart();
    const at = nextRealityCheckAt(start, playSeen(start), minutes);
    if (at === null) return undefined;
    const timer = setTimeout(() => setDue(start), at - Date.now());
    return () => clearTimeout(timer);
  }, [minutes, closed]);
  if (due === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck
        start={due}
        onClose={() => {
          markRealityCheckSeen(Date.now());
          setDue(null);
          setClosed((n) => n + 1);
        }}
      />
    </Suspense>
  );
}
