import { lazy, Suspense } from 'react';
import DagaCategory from './DagaCategory';
import type { PlayTarget } from './target';

const PlayGameDialog = lazy(() => import('./PlayGameDialog'));
const DagaPanel = lazy(() => import('./DagaPanel'));

/**
 * A logged-in player's part of home's game section, behind one lazy boundary so home's first load
 * carries one small import, not the dialog's: Da Ga's category for the strip, the Da Ga panel when
 * its chip is chosen, and the play-game dialog of the tapped game.
 */
export default function PlayerGames({
  dagaChosen,
  daga,
  onDagaFound,
  playing,
  onPlay,
  onClose,
}: {
  dagaChosen: boolean;
  daga: PlayTarget | null;
  onDagaFound: (game: PlayTarget | null) => void;
  playing: PlayTarget | null;
  onPlay: (game: PlayTarget) => void;
  onClose: () => void;
}) {
  return (
    <>
      <DagaCategory onFound={onDagaFound} />
      <Suspense fallback={null}>
        {dagaChosen && daga ? <DagaPanel game={daga} onPlay={onPlay} /> : null}
        {playing ? (
          <PlayGameDialog key={playing.gameId} target={playing} onClose={onClose} />
        ) : null}
      </Suspense>
    </>
  );
}
