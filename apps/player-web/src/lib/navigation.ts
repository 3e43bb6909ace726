/**
 * Lets code outside React (logout, session expiry) navigate with the router, which is created after
 * the modules that need it.
 */
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }): void {
  navigateImpl(to, options);
}
