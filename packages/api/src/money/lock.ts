/** The part of the browser's LockManager (navigator.locks) the money guard uses. */
export type MoneyLocks = Pick<LockManager, 'request'>;

const LOCK_NAME = 'wallet.money';

/**
 * Takes the browser-wide money lock if no tab holds it: resolves to its release, or to null when
 * another call (in this tab or another of the site) holds it. The lock is held until released, or
 * until the tab that holds it goes away, so a reload or a closed tab frees it by itself.
 * Without Web Locks (an old browser) each tab guards alone, and the shared memory of unknown
 * outcomes still keeps another tab from re-sending a call whose answer was lost.
 */
export function acquireMoneyLock(locks: MoneyLocks | undefined): Promise<(() => void) | null> {
  if (!locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    locks
      .request(LOCK_NAME, { ifAvailable: true }, (lock) => {
        if (!lock) return resolve(null);
        return new Promise<void>((release) => resolve(() => release()));
      })
      // Refused outright (a document without an origin): this tab still guards its own calls.
      .catch(() => resolve(() => {}));
  });
}
