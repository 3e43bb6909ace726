/**
 * Issue 15 "an update prompt when a new build is deployed, never a silent reload in the middle of a
 * money flow". The pages where a player may be moving money: the deposit and withdraw forms, and a
 * transaction's detail, where a waiting deposit's payment page or transfer details open again
 * (docs/decisions.md). On these the update prompt waits until the player has left.
 */
export function holdsAppUpdate(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    path === '/deposit' ||
    path === '/withdraw' ||
    // 000 §2: a waiting deposit's detail opens its payment page or QR again.
    /^\/transections\/[^/]+$/.test(path)
  );
}
