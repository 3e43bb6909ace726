import { MONEY_ANSWER_WAIT_MS } from '@wallet/domain';
import { fromThrown } from '../errors';
import type * as GuardModule from './guard';
import type { GuardOptions, MoneyGuard, MoneyIntent } from './guard';

/**
 * The money guard, its code loaded with the first question to it (a money call, a reminder that
 * waits for one, an acknowledgement): a page that moves no money (home, the promotions, every
 * visitor's page) does not carry it in its first load. What is asked while it loads reaches it in
 * the order it was asked, so a double tap during the load is still one request, and the guard
 * made is the page's one guard. Code that cannot load (offline, a build replaced) fails the call
 * as a network error, before anything was sent, and the next call tries again.
 */
export function lazyMoneyGuard(
  options: GuardOptions,
  // A test hands its own (a load that fails).
  loadCode: () => Promise<Pick<typeof GuardModule, 'createMoneyGuard'>> = () => import('./guard'),
): MoneyGuard {
  let guard: MoneyGuard | undefined;
  let loading: Promise<MoneyGuard> | undefined;
  const load = () =>
    (loading ??= loadCode().then(
      ({ createMoneyGuard }) => {
        guard = createMoneyGuard(options);
        return guard;
      },
      (error: unknown) => {
        loading = undefined;
        throw fromThrown(error);
      },
    ));
  return {
    // Known before the code loads: a screen draws the wait's progress from the first tap.
    answerWaitMs: options.answerWaitMs ?? MONEY_ANSWER_WAIT_MS,
    run: <T>(intent: MoneyIntent<T>) =>
      guard ? guard.run(intent) : load().then((loaded) => loaded.run(intent)),
    acknowledgeUnknownOutcome() {
      if (guard) guard.acknowledgeUnknownOutcome();
      // Code that cannot load: the remembered call stays unknown and is told again (the safe side).
      else load().then((loaded) => loaded.acknowledgeUnknownOutcome(), ignore);
    },
    // No guard yet: no money call of this page is on its way.
    idle: () =>
      guard ? guard.idle() : loading ? loading.then((g) => g.idle(), ignore) : Promise.resolve(),
  };
}

const ignore = () => {};
