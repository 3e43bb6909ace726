import { useMemo } from 'react';
import {
  BANK_APPS,
  bankAppLink,
  readVietQr,
  transferToFill,
  VIETQR_APP_LINK_BASE,
} from '@wallet/domain';
import { BankAppChooser } from '@wallet/ui';
import { siteConfig } from '../../config';
import { isPhone } from '../../lib/device';
import { readQrPicture } from './read-qr-picture';

export interface BankAppsProps {
  /** The deposit's QR picture, as the upstream sent it. */
  qrImage: string;
  /** What the page shows beside it: the QR must name the same account and amount. */
  accountNumber: string;
  /** Whole VND. */
  amount: number;
}

/**
 * Issue 37 §1: the bank apps, opened with this deposit's transfer filled in. The transfer is the
 * QR's own (what the bank app would pay if the QR were scanned), read from its picture; nothing is
 * offered when the QR cannot be read, fails its CRC, or names another account or amount than the
 * page shows: the QR and the copy buttons stay. Loaded with its app list only once a QR is shown.
 */
export default function BankApps({ qrImage, accountNumber, amount }: BankAppsProps) {
  const transfer = useMemo(
    () => transferToFill(readVietQr(readQrPicture(qrImage) ?? ''), { accountNumber, amount }),
    [qrImage, accountNumber, amount],
  );
  if (!transfer) return null;
  const linkBase = siteConfig.bankAppLinkBase ?? VIETQR_APP_LINK_BASE;
  return (
    <BankAppChooser
      apps={BANK_APPS}
      phone={isPhone()}
      linkFor={(app) => bankAppLink(linkBase, app.id, transfer)}
    />
  );
}
