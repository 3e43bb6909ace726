import { lazy, Suspense, useEffect, useState } from 'react';
import { nextRealityCheckAt } from '@wallet/domain';
import {
  endPlaySession,
  markRealityCheckSeen,
  playSeen,
  playStart,
  usePlaySeen,
  useRealityCheckMinutes,
} from '../../lib/play-session';

// Only a reminder that is due needs this: its dialog and its reading of the history.
const RealityCheck = lazy(() => import('./RealityCheck'));

/**
 * Issue 27 §5 "After a stretch of play … a reminder". The layout shows this while a player is
 * logged in (loaded then, not with a visitor's first page): the session begins with the first page
 * that sees them logged in and ends when this goes, at a logout or an expiry. Meanwhile a timer
 * waits for the next reminder, on whole intervals from the start. Every tab of the site keeps the
 * same session and shows the same reminder; closed in one, it closes in all of them.
 */
export default function RealityCheckTimer() {
  const minutes = useRealityCheckMinutes();
  // When a reminder was last closed, here or in another tab: the next is counted from it.
  const seen = usePlaySeen();
  const [due, setDue] = useState<{ start: number; at: number } | null>(null);
  useEffect(() => endPlaySession, []);
  useEffect(() => {
    const start = playStart();
    const at = nextRealityCheckAt(start, playSeen(start), minutes);
    if (at === null) return undefined;
    const timer = setTimeout(() => setDue({ start, at }), at - Date.now());
    return () => clearTimeout(timer);
  }, [minutes, seen]);
  // Closed since it came due (in any tab): it is not shown again.
  if (due === null || (seen !== null && seen >= due.at)) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck start={due.start} onClose={() => markRealityCheckSeen(Date.now())} />
    </Suspense>
  );
}
