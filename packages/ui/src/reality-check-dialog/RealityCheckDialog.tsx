import {
  formatTransactionAmount,
  REALITY_CHECK_CONTINUE,
  REALITY_CHECK_DEPOSITED,
  REALITY_CHECK_HISTORY,
  REALITY_CHECK_LOGOUT,
  REALITY_CHECK_READING,
  REALITY_CHECK_TITLE,
  REALITY_CHECK_UNREAD,
  REALITY_CHECK_WITHDRAWN,
  realityCheckPlayed,
} from '@wallet/domain';
import { ErrorState } from '../error-state/ErrorState';
import { Modal } from '../modal/Modal';
import { Money } from '../money-mask/MoneyMask';
import { plainLink, type RenderLink } from '../shared/link';
import './RealityCheckDialog.css';

/** What the session's deposits and withdrawals are known to be: read, being read, or not readable. */
export type SessionFigures =
  | { state: 'reading' }
  | { state: 'read'; deposited: number; withdrawn: number }
  | { state: 'unread'; onRetry: () => void; retrying?: boolean };

export interface RealityCheckDialogProps {
  open: boolean;
  /** How long the session has lasted, in words ('1 giờ 5 phút'). */
  duration: string;
  /** When it began, as the site writes times ('26/11/2026 14:05'). */
  since: string;
  figures: SessionFigures;
  historyHref: string;
  renderLink?: RenderLink;
  onLogout: () => void;
  /** 'Tiếp tục chơi', Escape, and the history link (the player has read it and moves on). */
  onClose: () => void;
}

/**
 * Issue 27 §5 "a reminder says how long the session has lasted and what was deposited and
 * withdrawn in it, with links to the history and to log out". Whole VND, with their unit; a
 * history that could not be read says so, never 0.
 */
export function RealityCheckDialog({
  open,
  duration,
  since,
  figures,
  historyHref,
  renderLink = plainLink,
  onLogout,
  onClose,
}: RealityCheckDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={REALITY_CHECK_TITLE}
      role="alertdialog"
      dismissOnBackdrop={false}
      className="ui-reality-check"
      // First, carrying on: the way most take, a tap away from the game.
      footer={
        <>
          <button type="button" className="ui-btn ui-btn--primary" onClick={onClose}>
            {REALITY_CHECK_CONTINUE}
          </button>
          {renderLink({
            href: historyHref,
            className: 'ui-btn ui-btn--ghost',
            children: REALITY_CHECK_HISTORY,
            onClick: onClose,
          })}
          <button type="button" className="ui-btn ui-btn--ghost" onClick={onLogout}>
            {REALITY_CHECK_LOGOUT}
          </button>
        </>
      }
    >
      <p>{realityCheckPlayed(duration, since)}</p>
      {figures.state === 'read' ? (
        <dl className="ui-reality-check__figures">
          <div className="ui-reality-check__row">
            <dt>{REALITY_CHECK_DEPOSITED}</dt>
            <dd>
              <Money>{formatTransactionAmount(figures.deposited)}</Money>
            </dd>
          </div>
          <div className="ui-reality-check__row">
            <dt>{REALITY_CHECK_WITHDRAWN}</dt>
            <dd>
              <Money>{formatTransactionAmount(figures.withdrawn)}</Money>
            </dd>
          </div>
        </dl>
      ) : figures.state === 'reading' ? (
        <p className="ui-reality-check__note" role="status">
          <span className="ui-spinner" aria-hidden="true" /> {REALITY_CHECK_READING}
        </p>
      ) : (
        <ErrorState
          message={REALITY_CHECK_UNREAD}
          onRetry={figures.onRetry}
          retrying={figures.retrying}
        />
      )}
    </Modal>
  );
}
