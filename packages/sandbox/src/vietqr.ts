import QRCode from 'qrcode';

/**
 * NAPAS VietQR (EMVCo merchant-presented QR) for a bank transfer to an account, with amount and content.
 * Banking apps in Vietnam scan this payload; the CRC must be right or they refuse it.
 */

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor. Table-driven. */
const CRC_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 8;
    for (let k = 0; k < 8; k++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
    table[i] = c;
  }
  return table;
})();

export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMVCo TLV field: 2-digit id, 2-digit length, value. */
export function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Transfer content must be plain ASCII for the TLV lengths to hold and for banks to accept it. */
export function asciiContent(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 25);
}

export interface VietQrInput {
  /** NAPAS bank BIN, 6 digits (e.g. 970436 for Vietcombank). */
  bin: string;
  accountNumber: string;
  /** Whole VND. */
  amount: number;
  content: string;
}

export function buildVietQrPayload({ bin, accountNumber, amount, content }: VietQrInput): string {
  if (!/^\d{6}$/.test(bin)) throw new Error(`VietQR needs a 6-digit bank BIN, got "${bin}"`);
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error(`VietQR amount must be whole VND, got ${amount}`);
  const beneficiary = tlv('00', bin) + tlv('01', accountNumber);
  const merchant = tlv('00', 'A000000727') + tlv('01', beneficiary) + tlv('02', 'QRIBFTTA');
  const body =
    tlv('00', '01') +
    tlv('01', '12') + // 12 = dynamic QR: it carries an amount and is for one payment
    tlv('38', merchant) +
    tlv('53', '704') + // VND
    tlv('54', String(amount)) +
    tlv('58', 'VN') +
    tlv('62', tlv('08', asciiContent(content))) +
    '6304';
  return body + crc16ccitt(body);
}

/** The QR drawn as a PNG data URL, the form `payment_qr` takes. */
export async function vietQrDataUrl(input: VietQrInput): Promise<string> {
  return QRCode.toDataURL(buildVietQrPayload(input), {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
}
