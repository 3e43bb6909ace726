/**
 * Lets code outside React (logout, session expiry) navigate with the router, which is created after
 * the modules that need it.
 */
/** Resolves once the new page is shown (its lazy code loaded), when the router can tell. */
type Navigate = (
  to: string,
  options?: { replace?: boolean; state?: unknown },
) => void | Promise<void>;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(
  to: string,
  options?: { replace?: boolean; state?: unknown },
): Promise<void> {
  return Promise.resolve(navigateImpl(to, options));
}
