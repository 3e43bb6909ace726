import { useEffect } from 'react';

/** The count a title starts with: '(2) '. */
const COUNT_PREFIX = /^\(\d+\) /;

/** `title` with `count` in front, '(2) Ví trò chơi', or bare when there is nothing unread. */
export function countedTitle(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

/**
 * The app's badge (Badging API), where the browser has it. It may refuse (not installed, not
 * allowed): the title still tells, so a refusal is dropped, never thrown.
 */
function showOnBadge(count: number): void {
  if (!('setAppBadge' in navigator)) return;
  try {
    const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
    done.catch(() => undefined);
  } catch {
    // Some browsers throw at once instead of rejecting.
  }
}

/**
 * Issue 37 §4 "The installed app tells what is new": the unread count in front of the tab title,
 * '(2) …', and on the installed app's badge; nothing once they are read (or the player is gone).
 * The rest of the title is whatever the page has: when anything else writes the title, the count
 * is put back in front of the new one, so the two never fight over it.
 */
export function useUnreadBadge(count: number): void {
  useEffect(() => {
    const show = () => {
      const next = countedTitle(document.title, count);
      // Only a change is written: the observer hears this write too, and finds nothing to do.
      if (next !== document.title) document.title = next;
    };
    show();
    showOnBadge(count);
    const observer = new MutationObserver(show);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = countedTitle(document.title, 0);
    };
  }, [count]);
}
