import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../client';
import { intentKey } from './intent-key';
import { findInBalance, findInHistory, mainBalanceBefore, visitorFinding } from './reconcile';

/** Where, after no answer, the upstream's records show whether a money call took effect. */
export type Evidence =
  /** A deposit or withdrawal of the player: the latest transaction, of this purpose and amount. */
  | { history: 'deposit' | 'withdraw'; amountVnd: number }
  /** A points transfer: the main balance, down into a game or up out of one. */
  | { balance: 'down' | 'up' }
  /** A visitor's deposit or withdrawal: nothing to read back; customer support can tell. */
  | { visitor: true };

/**
 * Sends one money call through the client's money guard (api.money): `operation` and `sent` make
 * the intent's identity, `evidence` says what to read again if no answer comes. `context` is the
 * mutation's (it carries the query client the evidence is read through).
 */
export function moneyCall<T>(
  api: Api,
  context: { client: QueryClient } | undefined,
  intent: { operation: string; sent: unknown; evidence: Evidence },
  send: () => Promise<T>,
): Promise<T> {
  const { evidence } = intent;
  const client = context?.client;
  // The figure a transfer is judged against is the one shown before it left.
  const before = 'balance' in evidence ? mainBalanceBefore(api, client) : undefined;
  return api.money.run({
    key: intentKey(intent.operation, intent.sent),
    send,
    reconcile: () => {
      if ('history' in evidence) {
        return findInHistory(api, client, evidence.history, evidence.amountVnd);
      }
      if ('balance' in evidence) return findInBalance(api, client, before, evidence.balance);
      return visitorFinding();
    },
  });
}
