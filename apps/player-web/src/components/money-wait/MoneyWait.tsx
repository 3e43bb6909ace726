import { lazy, Suspense } from 'react';

const Waiting = lazy(() =>
  import('../wait-progress/waits').then(
    (m) => ({ default: m.MoneyWaiting }),
    () => ({ default: () => null }),
  ),
);

/**
 * Issue 37 §3: under the control that sent a money call, while `pending`, how long its answer has
 * been awaited (wait-progress/waits.tsx, loaded with the first wait).
 */
export function MoneyWait({ pending }: { pending: boolean }) {
  return pending ? (
    <Suspense fallback={null}>
      <Waiting />
    </Suspense>
  ) : null;
}
