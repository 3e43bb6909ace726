import { emvFields, hasValidCrc } from './emv';

/** NAPAS's application id in a VietQR's merchant field (38/00). */
const NAPAS_GUID = 'A000000727';
/** The service of a transfer to an account (38/02); QRIBFTTC is to a card, which no app link takes. */
const TO_ACCOUNT = 'QRIBFTTA';
const VND = '704';

/** What a VietQR for a bank transfer asks to be paid: where, how much and with what content. */
export interface VietQrTransfer {
  /** The receiving bank's 6-digit NAPAS BIN. */
  bin: string;
  accountNumber: string;
  /** Whole VND; null for a QR that leaves the amount to the payer. */
  amount: number | null;
  /** The transfer content (62/08); null when the QR carries none. */
  content: string | null;
}

/**
 * Reads a NAPAS VietQR payload (the text in the QR). Null for anything that is not a well-formed
 * transfer to an account in VND with a matching CRC: a bank app would refuse it too.
 */
export function readVietQr(payload: string): VietQrTransfer | null {
  if (!hasValidCrc(payload)) return null;
  const root = emvFields(payload);
  const merchant = emvFields(root?.get('38') ?? '');
  if (!root || !merchant) return null;
  if (merchant.get('00') !== NAPAS_GUID || merchant.get('02') !== TO_ACCOUNT) return null;
  const beneficiary = emvFields(merchant.get('01') ?? '');
  const bin = beneficiary?.get('00') ?? '';
  const accountNumber = beneficiary?.get('01') ?? '';
  if (!/^\d{6}$/.test(bin) || !/^[0-9A-Za-z]{1,19}$/.test(accountNumber)) return null;
  const currency = root.get('53');
  if (currency !== undefined && currency !== VND) return null;
  const amountText = root.get('54');
  if (amountText !== undefined && !/^[1-9]\d*$/.test(amountText)) return null;
  const content = emvFields(root.get('62') ?? '')?.get('08') ?? null;
  return {
    bin,
    accountNumber,
    amount: amountText === undefined ? null : Number(amountText),
    content: content || null,
  };
}

/** What the upstream told about a deposit, beside its QR. */
export interface UpstreamTransfer {
  accountNumber: string;
  /** Whole VND. */
  amount: number;
}

/**
 * The transfer an app link may fill in: the QR's own, and only when it names the account and the
 * amount the page shows. A QR that says otherwise, or carries no amount, is left to be scanned:
 * the player must never be handed a payment that differs from what they read.
 */
export function transferToFill(
  qr: VietQrTransfer | null,
  shown: UpstreamTransfer,
): (VietQrTransfer & { amount: number }) | null {
  if (!qr || qr.amount === null) return null;
  if (qr.accountNumber !== shown.accountNumber.trim() || qr.amount !== shown.amount) return null;
  return { ...qr, amount: qr.amount };
}

/** VietQR's app-link service: it opens the named bank app with the transfer filled in. */
export const VIETQR_APP_LINK_BASE = 'https://dl.vietqr.io/pay';

/** What an app link fills in (vietqr.io/deeplink). */
export interface AppLinkTransfer {
  /** VietQR's bank code, in lower case (banks.ts' vietQrBankCode). */
  bankCode: string;
  accountNumber: string;
  /** Whole VND. */
  amount: number;
  /** The transfer content. */
  content: string;
  /** The receiving account's name; the only field the link may leave out. */
  accountName?: string | null;
  /** The absolute address a bank app returns the player to. */
  returnUrl: string;
}

const formEncoded = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

/**
 * VietQR's app link, as its documentation writes it (vietqr.io/deeplink):
 * `https://dl.vietqr.io/pay?app={appId}&am={soTien}&tn={noiDung}&ba={soTaiKhoan}@{maNganHang}&bn={tenTaiKhoan}&url={urlTroVe}`.
 * "Giữ nguyên ký tự `@` trong `ba`", "Giữ nguyên giá trị `url`", the rest query-encoded with a
 * space as '+'. The return address is kept as it is, but for what would end the query early.
 */
export function bankAppLink(base: string, appId: string, transfer: AppLinkTransfer): string {
  const query = [
    `app=${formEncoded(appId)}`,
    `am=${transfer.amount}`,
    `tn=${formEncoded(transfer.content)}`,
    `ba=${formEncoded(transfer.accountNumber)}@${formEncoded(transfer.bankCode)}`,
    ...(transfer.accountName ? [`bn=${formEncoded(transfer.accountName)}`] : []),
    `url=${transfer.returnUrl.replace(/[&#+\s]/g, (char) => encodeURIComponent(char))}`,
  ].join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
