import { lazy, Suspense, type ComponentType } from 'react';
import { CopyButton } from '../copy-button/CopyButton';
import type { QrSaveProps } from '../qr-save/QrSave';
import { formatTransactionAmount } from '@wallet/domain';
import { Money } from '../money-mask/MoneyMask';
import './QrPanel.css';

// Saving and sharing load in a chunk of their own once a QR is shown (not with /deposit's form,
// nor with any page that never shows one). A failed load costs the buttons only, never the
// transfer details.
const QrSave = lazy((): Promise<{ default: ComponentType<QrSaveProps> }> =>
  import('../qr-save/QrSave').then(
    (module) => ({ default: module.QrSave }),
    () => ({ default: () => null }),
  ),
);

export interface QrPanelProps {
  /**
   * The QR picture (from the upstream). A base64 PNG data URL (the contract's form) can also be
   * saved as a file and, where the browser can, shared with the bank app.
   */
  qrImage?: string | null;
  bankName: string;
  accountNumber: string;
  accountHolder: string;
  /** Whole VND. */
  amount: number;
  /** The transfer code the player must type in the message field. */
  transferContent: string;
  /** The warning under the details; the spec asks for one but does not word it. */
  warning?: string;
}

/** The bank-transfer details with a QR (to save or share), copy buttons and the transfer-code warning. */
export function QrPanel({
  qrImage,
  bankName,
  accountNumber,
  accountHolder,
  amount,
  transferContent,
  warning = 'Vui lòng nhập chính xác nội dung chuyển khoản vào phần lời nhắn. Sai nội dung, giao dịch sẽ không được xử lý.',
}: QrPanelProps) {
  return (
    <section className="ui-qr" aria-label="Thông tin chuyển khoản">
      {qrImage ? (
        <>
          <img
            className="ui-qr__code"
            src={qrImage}
            alt="Mã QR chuyển khoản"
            width={220}
            height={220}
          />
          {/* Their room is kept while they load, so the rows below do not jump. */}
          <Suspense fallback={<div className="ui-qr__save-slot" />}>
            <QrSave qrImage={qrImage} transferContent={transferContent} />
          </Suspense>
        </>
      ) : null}
      <dl className="ui-qr__rows">
        <div className="ui-qr__row">
          <dt>Ngân hàng</dt>
          <dd>
            <span className="ui-qr__text">{bankName}</span>
          </dd>
        </div>
        <div className="ui-qr__row">
          <dt>Số tài khoản</dt>
          <dd>
            <span className="ui-qr__number">{accountNumber}</span>
            <CopyButton text={accountNumber} label="số tài khoản" />
          </dd>
        </div>
        <div className="ui-qr__row">
          <dt>Chủ tài khoản</dt>
          <dd>
            <span className="ui-qr__text">{accountHolder}</span>
          </dd>
        </div>
        <div className="ui-qr__row">
          <dt>Số tiền</dt>
          <dd>
            {/* With its unit; the copy is the bare number a bank app's amount field takes. */}
            <span className="ui-qr__number">
              <Money>{formatTransactionAmount(amount)}</Money>
            </span>
            <CopyButton text={String(amount)} label="số tiền" />
          </dd>
        </div>
        <div className="ui-qr__row">
          <dt>Nội dung chuyển khoản</dt>
          <dd>
            <strong className="ui-qr__code-text">{transferContent}</strong>
            <CopyButton text={transferContent} label="nội dung chuyển khoản" />
          </dd>
        </div>
      </dl>
      <p className="ui-qr__warning" role="note">
        {warning}
      </p>
    </section>
  );
}
