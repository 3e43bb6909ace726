import { useEffect, useState } from 'react';

/**
 * The time now, read again once a second while the caller is mounted: one interval, stopped on
 * unmount. What a wait says ("Đã chờ 12 giây") moves by whole seconds, so a finer clock would
 * only re-render more.
 */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
