import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CLOSE_LABEL, WITHDRAW_MODAL_TITLE, type ErrorView } from '@wallet/domain';
import { ErrorDialog, Modal, ResultDialog } from '@wallet/ui';
import { href } from '../../lib/paths';
import { siteConfig } from '../../config';
import { WithdrawForm } from './WithdrawForm';
import './visitor-money.css';

type Outcome = { kind: 'success' } | { kind: 'failure'; view: ErrorView };

/** 'Chăm sóc khách hàng' opens the live chat as the bottom navigation's 'Hỗ Trợ' does. */
const openLiveChat = () => window.open(siteConfig.liveChatUrl, '_blank', 'noopener,noreferrer');

/**
 * 001 §2 "Withdraw modal (for visitors) Titled 'RÚT TIỀN'. … A result popup shows an error or success
 * image, a message, a 'Chăm sóc khách hàng' button that opens the external live chat, and an OK
 * button that goes to /." §4 "200 … closes the modal and shows a success result. 400, 401 or 403
 * shows an error popup. 500 shows a generic error result." Mounted only while open, its own chunk.
 */
export default function VisitorWithdrawModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const failure = outcome?.kind === 'failure' ? outcome.view : null;
  const result = outcome?.kind === 'success' || failure?.show === 'result-error';
  const leave = () => {
    onClose();
    void navigate(href('/'));
  };

  return (
    <>
      <Modal open={!result} onClose={onClose} title={WITHDRAW_MODAL_TITLE} closeLabel={CLOSE_LABEL}>
        <WithdrawForm
          onSuccess={() => setOutcome({ kind: 'success' })}
          onFailure={(view) => setOutcome({ kind: 'failure', view })}
        />
      </Modal>
      <ErrorDialog
        open={failure !== null && !result}
        message={failure?.text ?? ''}
        dismissOnBackdrop={failure?.closeOnBackdrop ?? true}
        onClose={() => setOutcome(null)}
      />
      <ResultDialog
        open={result}
        status={failure ? 'error' : 'success'}
        message={failure?.text}
        onSupport={openLiveChat}
        onClose={leave}
      />
    </>
  );
}
