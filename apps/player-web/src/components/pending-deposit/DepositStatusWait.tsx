import { lazy, Suspense, type ComponentType } from 'react';
import type { StatusPoll } from './useDepositStatusPoll';

const Waiting = lazy((): Promise<{ default: ComponentType<{ poll: StatusPoll }> }> =>
  import('../wait-progress/waits').then(
    (m) => ({ default: m.DepositStatusWait }),
    () => ({ default: () => null }),
  ),
);

/** Issue 37 §3: a waiting deposit's status poll in words (wait-progress/waits.tsx, loaded with it). */
export function DepositStatusWait({ poll }: { poll: StatusPoll }) {
  return (
    <Suspense fallback={null}>
      <Waiting poll={poll} />
    </Suspense>
  );
}
