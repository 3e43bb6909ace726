import { PUBLISHED_BANKS } from './published-banks';

const CODES = new Map(PUBLISHED_BANKS.map(([bin, code]) => [bin, code.toLowerCase()]));

/**
 * The bank a VietQR app link names after `@`: VietQR's bank code for the QR's BIN, in lower case
 * (vietqr.io/deeplink: "`ba` có dạng `{soTaiKhoan}@{maNganHang}`. Mã ngân hàng viết thường", its
 * examples `113366668888@vcb`, `2000@mb`). Null for a BIN VietQR does not list: no link is made.
 */
export function vietQrBankCode(bin: string): string | null {
  return CODES.get(bin) ?? null;
}
