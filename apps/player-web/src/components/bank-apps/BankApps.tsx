import { useMemo } from 'react';
import {
  BANK_APPS,
  bankAppLink,
  LAST_BANK_APP_KEY,
  lastBankAppId,
  VIETQR_APP_LINK_BASE,
} from '@wallet/domain';
import { BankAppChooser } from '@wallet/ui';
import { siteConfig } from '../../config';
import { useDevicePref, writePref } from '../../lib/device-prefs';
import { isPhone } from '../../lib/device';
import { linkTransfer, type ShownTransfer } from './link-transfer';

/**
 * Issue 37 §1, 47 §1: the bank apps, opened by VietQR's link with this deposit's transfer filled
 * in; the app opened last is remembered on this device and offered first. Nothing is offered when
 * the QR cannot be filled in (link-transfer.ts): the QR and the copy buttons stay. Loaded with its
 * lists only once a QR is shown.
 */
export default function BankApps(shown: ShownTransfer) {
  const lastApp = useDevicePref(LAST_BANK_APP_KEY, lastBankAppId);
  const { qrImage, accountNumber, accountName, amount, note, returnTo } = shown;
  const transfer = useMemo(
    () =>
      linkTransfer(
        { qrImage, accountNumber, accountName, amount, note, returnTo },
        window.location.origin,
      ),
    [qrImage, accountNumber, accountName, amount, note, returnTo],
  );
  if (!transfer) return null;
  const linkBase = siteConfig.bankAppLinkBase ?? VIETQR_APP_LINK_BASE;
  return (
    <BankAppChooser
      apps={BANK_APPS}
      phone={isPhone()}
      content={transfer.content}
      lastAppId={lastApp}
      onOpened={(app) => writePref(LAST_BANK_APP_KEY, app.id)}
      linkFor={(app) => bankAppLink(linkBase, app.id, transfer)}
    />
  );
}
