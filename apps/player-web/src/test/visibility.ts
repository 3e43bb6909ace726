/** The tab hidden (the bank app in front, another tab) or shown again, as the browser tells the page. */
export function showTab(shown: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (shown ? 'visible' : 'hidden'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}
