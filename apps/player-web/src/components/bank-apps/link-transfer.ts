import { readVietQr, transferToFill, vietQrBankCode, type AppLinkTransfer } from '@wallet/domain';
import { readQrPicture } from './read-qr-picture';

/** What the page shows of a waiting deposit, beside its QR picture. */
export interface ShownTransfer {
  /** The deposit's QR picture, as the upstream sent it. */
  qrImage: string;
  accountNumber: string;
  accountName: string;
  /** Whole VND. */
  amount: number;
  /** The transfer content the page shows, for a QR that carries none. */
  note: string;
  /** The site's page a bank app returns the player to. */
  returnTo: string;
}

/**
 * The transfer a bank app's link fills in: the QR's own (what the bank app would pay if the QR were
 * scanned), named by VietQR's code for its bank. Null when the QR cannot be read, fails its CRC,
 * names another account or amount than the page shows, or a bank VietQR does not list.
 */
export function linkTransfer(shown: ShownTransfer, origin: string): AppLinkTransfer | null {
  const fill = transferToFill(readVietQr(readQrPicture(shown.qrImage) ?? ''), shown);
  const bankCode = fill && vietQrBankCode(fill.bin);
  if (!fill || !bankCode) return null;
  return {
    bankCode,
    accountNumber: fill.accountNumber,
    amount: fill.amount,
    content: fill.content ?? shown.note,
    accountName: shown.accountName,
    returnUrl: new URL(shown.returnTo, origin).href,
  };
}
