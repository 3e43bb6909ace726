/**
 * While any modal is open the page behind does not scroll. Modals nest (an error over a form), so
 * the lock is counted: the page scrolls again when the last one closes, with the value it had.
 */
let holders = 0;
let previous = '';

export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    previous = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) root.style.overflow = previous;
  };
}
