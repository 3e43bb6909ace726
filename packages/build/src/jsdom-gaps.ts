// What jsdom lacks and the kit uses, installed before each jsdom test file (a file that runs in the
// node environment has no window and gets nothing).
if (typeof window !== 'undefined') {
  // matchMedia: the kit's motion controls read prefers-reduced-motion.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

  // The modal <dialog> API the kit's Modal is built on: the open attribute and the close event.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
