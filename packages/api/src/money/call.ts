import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../client';
import { queryKeys } from '../keys';
import { intentKey } from './intent-key';
import {
  findInHistory,
  findInPoints,
  readLatest,
  readPoints,
  visitorFinding,
  type PointsOf,
} from './reconcile';

/** Where, after no answer, the upstream's records show whether a money call took effect. */
export type Evidence =
  /** A deposit or withdrawal of the player: a new latest transaction, of this purpose and amount. */
  | { history: 'deposit' | 'withdraw'; amountVnd: number }
  /** A points transfer: the points of each game it moves, into the games or out of them. */
  | { points: PointsOf[]; moves: 'in' | 'out' }
  /** A visitor's deposit or withdrawal: nothing to read back; customer support can tell. */
  | { visitor: true };

/**
 * Sends one money call through the client's money guard (api.money): `operation` and `sent` make
 * the intent's identity, `evidence` says what to read just before it leaves and again if no answer
 * comes. `context` is the mutation's (it carries the query client the evidence is read through).
 */
export function moneyCall<T>(
  api: Api,
  context: { client: QueryClient } | undefined,
  intent: { operation: string; sent: unknown; evidence: Evidence },
  send: () => Promise<T>,
): Promise<T> {
  const { evidence } = intent;
  const client = context?.client;
  return api.money.run({
    key: intentKey(intent.operation, intent.sent),
    before: client ? beforeReader(api, client, evidence) : undefined,
    moves: figuresMoved(evidence),
    send,
    reconcile: (was) => {
      if ('history' in evidence) {
        return findInHistory(api, client, was, evidence.history, evidence.amountVnd);
      }
      if ('points' in evidence) {
        return findInPoints(api, client, was, evidence.points, evidence.moves);
      }
      return visitorFinding();
    },
    // The answer came after the player was told it had not: the screens show the upstream's figures.
    onLateAnswer: () => void client?.invalidateQueries({ queryKey: queryKeys.player }),
  });
}

/** What to read just before the call leaves; nothing for a visitor's call (nothing to read back). */
function beforeReader(api: Api, client: QueryClient, evidence: Evidence) {
  if ('history' in evidence) return () => readLatest(api, client);
  if ('points' in evidence) return () => readPoints(api, client, evidence.points);
  return undefined;
}

/** What it moves, as the guard names it: the player's history, or each game's points. */
function figuresMoved(evidence: Evidence): string[] {
  if ('history' in evidence) return ['history'];
  if ('points' in evidence) return evidence.points.map((of) => `points:${of}`);
  return [];
}
