/**
 * The game's own tab. It is opened on the tap itself, before the link is known, because a pop-up
 * blocker lets through only a window opened in the tap's own task; it is pointed at the link when
 * the answer brings it, and closed when there is nothing to show in it.
 */
export interface GameTab {
  /** Shows the game; false when the browser refused the window (the caller offers a link). */
  show: (link: string) => boolean;
  close: () => void;
}

export function openGameTab(): GameTab {
  const win = window.open('', '_blank');
  // The game gets no handle on this page (noopener, which a window opened blank cannot ask for).
  if (win) win.opener = null;
  return {
    show: (link) => {
      if (!win || win.closed) return false;
      win.location.href = link;
      return true;
    },
    close: () => {
      if (win && !win.closed) win.close();
    },
  };
}
