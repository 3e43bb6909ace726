import { useWaitingDeposit } from './useWaitingDeposit';
import { WaitingDepositCard } from './WaitingDepositCard';

/** Home's card (loaded lazily, for a logged-in player only): nothing unless a deposit waits. */
export default function WaitingDeposit() {
  const { deposit } = useWaitingDeposit();
  return deposit ? <WaitingDepositCard deposit={deposit} /> : null;
}
