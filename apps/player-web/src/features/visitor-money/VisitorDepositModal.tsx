import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getPublicPaymentMethodsQuery, type DepositResult } from '@wallet/api';
import {
  CLOSE_LABEL,
  DEPOSIT_MODAL_TITLE,
  DEPOSIT_NO_METHODS,
  depositModalChoices,
  type ErrorView,
} from '@wallet/domain';
import { EmptyState, ErrorDialog, Modal, ResultDialog } from '@wallet/ui';
import { useLoadState, useApi } from '@wallet/shell';
import { TransferDetails } from './TransferDetails';
import { Loaded } from '../../components/loaded/Loaded';
import { DepositForm } from './DepositForm';
import './visitor-money.css';

type Outcome = { kind: 'success'; result: DepositResult } | { kind: 'failure'; view: ErrorView };

/**
 * 000 §2 "Deposit modal (title NẠP TIỀN; for visitors and as an overlay) … Payment methods are
 * fetched only when it is opened": this part is mounted only while the visitor's deposit modal is
 * open, and its code is a chunk of its own. §4 "Success closes the modal and opens the result
 * modal. An auth or validation failure shows an error dialog. A server error opens the result modal
 * in error mode."
 */
export default function VisitorDepositModal({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const succeeded = outcome?.kind === 'success';
  const methods = useLoadState(
    useQuery({
      ...getPublicPaymentMethodsQuery(api),
      select: depositModalChoices,
      enabled: !succeeded,
    }),
  );
  const failure = outcome?.kind === 'failure' ? outcome.view : null;
  const resultError = failure?.show === 'result-error';

  return (
    <>
      <Modal
        open={!succeeded}
        onClose={onClose}
        title={DEPOSIT_MODAL_TITLE}
        closeLabel={CLOSE_LABEL}
      >
        <Loaded state={methods}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState text={DEPOSIT_NO_METHODS} />
            ) : (
              <DepositForm
                methods={list}
                onSuccess={(result) => setOutcome({ kind: 'success', result })}
                onFailure={(view) => setOutcome({ kind: 'failure', view })}
              />
            )
          }
        </Loaded>
      </Modal>
      <ErrorDialog
        open={failure !== null && !resultError}
        message={failure?.text ?? ''}
        onClose={() => setOutcome(null)}
      />
      <ResultDialog
        open={succeeded || resultError}
        status={succeeded ? 'success' : 'error'}
        message={failure?.text}
        onClose={succeeded ? onClose : () => setOutcome(null)}
      >
        {outcome?.kind === 'success' ? <TransferDetails result={outcome.result} /> : null}
      </ResultDialog>
    </>
  );
}
