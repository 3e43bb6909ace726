import { PLAY_GAME_LABEL } from '@wallet/domain';
import { Button } from '@wallet/ui';
import { useLoadState, useUserInfo } from '@wallet/shell';
import { Activation } from '../../../components/activation/Activation';
import { Loaded } from '../../../components/loaded/Loaded';
import { GameBalanceLine } from './GameBalanceLine';
import { hasGameAccount, type PlayTarget } from './target';
import { useGameBalance } from './useGameBalance';
import './PlayGameDialog.css';

/**
 * 001 §2 "The Da Ga account panel shows when no game list is given": the Da Ga category has no game
 * list of its own, so choosing it shows the player's Da Ga account (its points, refresh, 'Chơi
 * ngay' into the play-game dialog), or the deposit-to-activate prompt without a game account.
 */
export default function DagaPanel({
  game,
  onPlay,
}: {
  game: PlayTarget;
  onPlay: (game: PlayTarget) => void;
}) {
  const user = useLoadState(useUserInfo());
  return (
    <Loaded state={user}>
      {(info) =>
        hasGameAccount(info) ? (
          <DagaAccount game={game} onPlay={onPlay} />
        ) : (
          <Activation userName={info.user_name} userId={info.user_id} />
        )
      }
    </Loaded>
  );
}

function DagaAccount({ game, onPlay }: { game: PlayTarget; onPlay: (game: PlayTarget) => void }) {
  const balance = useGameBalance(game.gameId, true);
  return (
    <section className="daga-panel" aria-label={game.name}>
      <h2 className="daga-panel__title">{game.name}</h2>
      <GameBalanceLine balance={balance} />
      <Button onClick={() => onPlay(game)}>{PLAY_GAME_LABEL}</Button>
    </section>
  );
}
