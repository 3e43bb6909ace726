import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { DEPOSIT_TRANSFER_TITLE } from '@wallet/domain';
import { PaymentFrame, QrPanel } from '@wallet/ui';
import { href } from '../../lib/paths';
import { DepositStatusWait } from './DepositStatusWait';
import { useDepositStatusPoll, type PolledDeposit } from './useDepositStatusPoll';
import './PendingDeposit.css';

/**
 * What a waiting deposit needs to be paid, from the deposit's answer or from its history record:
 * what its status check and receipt take (PolledDeposit), and its transfer.
 */
export interface PendingDepositDetails extends PolledDeposit {
  isRedirect: boolean;
  paymentUrl: string | null;
  paymentQr: string | null;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  /** The transfer content the player types in the bank's message field. */
  note: string;
  /** The site's page a bank app returns the player to (VietQR's link `url`, issue 47 §1). */
  returnTo: string;
}

// The bank apps' chooser, its list and the QR reader load once a QR is shown, never with home's or
// the deposit form's code; a failed load leaves the QR and the copy buttons (issue 37 §1).
const BankApps = lazy(() => import('../bank-apps/BankApps').catch(() => ({ default: () => null })));

/**
 * The transfer details of a waiting deposit, each copyable, with the warning, and on a phone the
 * bank apps that open with the transfer filled in; nothing polled.
 */
export function TransferPanel({ details }: { details: PendingDepositDetails }) {
  return (
    <>
      {details.paymentQr ? (
        <Suspense fallback={null}>
          <BankApps
            qrImage={details.paymentQr}
            accountNumber={details.bankAccountNumber}
            accountName={details.bankAccountName}
            amount={details.amount}
            note={details.note}
            returnTo={details.returnTo}
          />
        </Suspense>
      ) : null}
      <TransferDetailsPanel details={details} />
    </>
  );
}

function TransferDetailsPanel({ details }: { details: PendingDepositDetails }) {
  return (
    <QrPanel
      qrImage={details.paymentQr}
      bankName={details.bankName}
      accountHolder={details.bankAccountName}
      accountNumber={details.bankAccountNumber}
      amount={details.amount}
      transferContent={details.note}
    />
  );
}

/** 000 §2 step2 'Thông tin nạp tiền': the QR and the transfer details, while the status is polled. */
export function QrTransfer({ details }: { details: PendingDepositDetails }) {
  const poll = useDepositStatusPoll(details);
  return (
    <section className="pending-deposit" aria-labelledby="pending-deposit-title">
      <h2 id="pending-deposit-title" className="pending-deposit__title">
        {DEPOSIT_TRANSFER_TITLE}
      </h2>
      <TransferPanel details={details} />
      <DepositStatusWait poll={poll} />
    </section>
  );
}

/**
 * 000 §2 "redirectPage: an external payment page in a frame with a Close button. A loader hides
 * after the frame loads or after 15 seconds." Close leaves for the history, where the deposit
 * waits and its detail opens this page again (docs/decisions.md).
 */
export function PaymentPage({
  details,
  onClose,
}: {
  details: PendingDepositDetails;
  onClose?: () => void;
}) {
  const poll = useDepositStatusPoll(details);
  const navigate = useNavigate();
  return (
    <>
      <DepositStatusWait poll={poll} />
      <PaymentFrame
        src={details.paymentUrl}
        onClose={onClose ?? (() => navigate(href('/transections'), { replace: true }))}
      />
    </>
  );
}

/** The view a waiting deposit is paid in: the payment page when it has one, else the QR. */
export function PendingDeposit({ details }: { details: PendingDepositDetails }) {
  return details.isRedirect ? <PaymentPage details={details} /> : <QrTransfer details={details} />;
}
