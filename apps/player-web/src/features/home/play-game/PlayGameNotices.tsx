import { PLAY_GAME_LINK_LABEL, PLAY_GAME_OPEN_PROMPT } from '@wallet/domain';
import { ErrorDialog, PendingTransactionDialog } from '@wallet/ui';
import type { PlayFailure } from './useTransferIn';

/**
 * 001 §8 "PENDING_DEPOSIT and PLEASE_DEPOSIT on game login pass the response to a game transaction
 * error dialog"; "An error that is an object shows a game-link button in the pending-transaction
 * dialog". Every other failure is a popup. The last one is ours: the points moved but the browser
 * refused the game's tab, so a link opens it.
 */
export function PlayGameNotices({
  failure,
  refusedLink,
  onFailureClosed,
  onDone,
}: {
  failure: PlayFailure | null;
  refusedLink: string | null;
  onFailureClosed: () => void;
  onDone: () => void;
}) {
  const asDialog = failure?.view.show === 'dialog';
  return (
    <>
      <PendingTransactionDialog
        open={asDialog}
        message={failure?.view.text ?? ''}
        gameLink={failure?.view.gameLink ? failure.link : null}
        gameLinkLabel={PLAY_GAME_LINK_LABEL}
        onClose={onFailureClosed}
      />
      <ErrorDialog
        open={failure !== null && !asDialog}
        message={failure?.view.text ?? ''}
        onClose={onFailureClosed}
      />
      <PendingTransactionDialog
        open={refusedLink !== null}
        message={PLAY_GAME_OPEN_PROMPT}
        gameLink={refusedLink}
        gameLinkLabel={PLAY_GAME_LINK_LABEL}
        onClose={onDone}
      />
    </>
  );
}
