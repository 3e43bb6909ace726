import { useCallback, useEffect, useState } from 'react';

/**
 * Where the end of the countdown is kept for the tab (ours): a reload or a visit back within the
 * minute still counts down, and a new tab starts clear.
 */
export const AGENCY_COUNTDOWN_KEY = 'agencyCountdownUntil';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage refused (a privacy mode): the countdown lives as long as the page.
    return null;
  }
}

function storedDeadline(): number {
  const until = Number(storage()?.getItem(AGENCY_COUNTDOWN_KEY));
  return Number.isFinite(until) && until > Date.now() ? until : 0;
}

/**
 * 001 §4 "After success a 60-second countdown starts": the seconds left (0 when none runs) and
 * `start`. The end is a time, not a counter, so a slow or sleeping tab never counts slow.
 */
export function useCountdown(seconds: number): { left: number; start: () => void } {
  const [deadline, setDeadline] = useState(storedDeadline);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === 0) return undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) {
        storage()?.removeItem(AGENCY_COUNTDOWN_KEY);
        setDeadline(0);
      }
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    const at = Date.now();
    const until = at + seconds * 1000;
    storage()?.setItem(AGENCY_COUNTDOWN_KEY, String(until));
    setNow(at);
    setDeadline(until);
  }, [seconds]);

  const left = deadline === 0 ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { left, start };
}
