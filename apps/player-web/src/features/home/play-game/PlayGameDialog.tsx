import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getCategoriesQuery, getDagaGameQuery, type Category, type GameRates } from '@wallet/api';
import { CLOSE_LABEL } from '@wallet/domain';
import { Modal } from '@wallet/ui';
import {
  useLoadState,
  type LoadState,
  useUserInfo,
  useApi,
  useNavigateAndWait,
} from '@wallet/shell';
import { href } from '../../../lib/paths';
import { Activation } from '../../../components/activation/Activation';
import { Loaded } from '../../../components/loaded/Loaded';
import { MoneyWait } from '../../../components/money-wait/MoneyWait';
import { PlayGameNotices } from './PlayGameNotices';
import { PlayGameForm } from './PlayGameForm';
import { hasGameAccount, type PlayTarget } from './target';
import { useTransferIn } from './useTransferIn';
import './PlayGameDialog.css';

/** 000 §3 "GET categories. Returns the game list with rates": a game's rates (null: it has none). */
function ratesOf(categories: Category[], gameId: number): GameRates | null {
  return categories.flatMap((c) => c.game_items).find((g) => g.game_id === gameId)?.rates ?? null;
}

/**
 * Da Ga's rates come with its game (001 §3 "daga_rate"); the others' are the spec's `gamesRates`,
 * read from the categories call's cached answer (home's), so they are never a stale copy.
 */
function useRates(target: PlayTarget): LoadState<GameRates | null> {
  const api = useApi();
  const games = useLoadState(
    useQuery({
      ...getCategoriesQuery(api),
      enabled: !target.isDaGa,
      select: (categories) => ratesOf(categories, target.gameId),
    }),
  );
  const daga = useLoadState(useQuery({ ...getDagaGameQuery(api), enabled: target.isDaGa }));
  return target.isDaGa ? { ...daga, data: daga.data?.daga_rate } : games;
}

/** The play-game dialog of a logged-in player's game tap (001 §2). The default export loads lazily. */
export default function PlayGameDialog({
  target,
  onClose,
}: {
  target: PlayTarget;
  onClose: () => void;
}) {
  const navigate = useNavigateAndWait();
  const user = useLoadState(useUserInfo());
  const rates = useRates(target);
  // Bumped after a lost answer: a fresh form, so nothing goes again without the player typing it.
  const [lostAnswers, setLostAnswers] = useState(0);
  const transfer = useTransferIn(target, {
    onPlayed: onClose,
    onLost: () => setLostAnswers((n) => n + 1),
  });

  return (
    <>
      {/* A failure shows on top, so the amount typed is still there after it (001 §4 "On failure an error is shown"). */}
      <Modal
        open={transfer.refusedLink === null}
        onClose={transfer.sending ? undefined : onClose}
        title={target.name}
        closeLabel={CLOSE_LABEL}
      >
        <Loaded state={user}>
          {(info) =>
            // 001 §4: a player without a game account is asked to deposit first.
            hasGameAccount(info) ? (
              <Loaded state={rates}>
                {(gameRates) => (
                  <PlayGameForm
                    key={lostAnswers}
                    target={target}
                    mainBalance={Number(info.balance)}
                    rates={gameRates}
                    onOpenOnly={() => {
                      onClose();
                      return navigate(href('/game-links'));
                    }}
                    onSend={transfer.send}
                  />
                )}
              </Loaded>
            ) : (
              <Activation userName={info.user_name} userId={info.user_id} />
            )
          }
        </Loaded>
        <MoneyWait pending={transfer.sending} />
      </Modal>
      <PlayGameNotices
        failure={transfer.failure}
        refusedLink={transfer.refusedLink}
        onFailureClosed={transfer.dismissFailure}
        onDone={onClose}
      />
    </>
  );
}
