import { describe, expect, it } from 'vitest';
import { QR_FILE_FALLBACK_NAME, qrFileName } from './qr-file';

describe('issue 27 §1 "\'Lưu mã QR\' saves the QR as a PNG named after the transfer content"', () => {
  it('a transfer code is the name as it is, with .png', () => {
    expect(qrFileName('DP20261122000123')).toBe('DP20261122000123.png');
    expect(qrFileName('nap_tien-0987')).toBe('nap_tien-0987.png');
  });

  it('spaces and characters a file system refuses become one dash each run, none at the ends', () => {
    expect(qrFileName('NAP 0987654321')).toBe('NAP-0987654321.png');
    expect(qrFileName(' a/b\\c:d*e?f"g<h>i|j ')).toBe('a-b-c-d-e-f-g-h-i-j.png');
    expect(qrFileName('..\\..//etc/passwd')).toBe('etc-passwd.png');
    expect(qrFileName('x\u0000\ny\tz')).toBe('x-y-z.png');
    expect(qrFileName('--NAP--')).toBe('NAP.png');
  });

  it('Vietnamese letters lose their marks: "Nạp tiền Đức" is Nap-tien-Duc', () => {
    expect(qrFileName('Nạp tiền Đức đã chuyển')).toBe('Nap-tien-Duc-da-chuyen.png');
  });

  it('a long content is cut to 80 characters before .png', () => {
    const name = qrFileName('A'.repeat(300));
    expect(name).toBe(`${'A'.repeat(80)}.png`);
    // A cut that ends on a dash does not keep it.
    expect(qrFileName(`${'B'.repeat(79)} C`)).toBe(`${'B'.repeat(79)}.png`);
  });

  it('nothing usable left gives the fallback name', () => {
    expect(qrFileName('')).toBe(`${QR_FILE_FALLBACK_NAME}.png`);
    expect(qrFileName('  ??? ...  ')).toBe(`${QR_FILE_FALLBACK_NAME}.png`);
    expect(qrFileName('😀')).toBe(`${QR_FILE_FALLBACK_NAME}.png`);
  });

  it("a name Windows refuses ('CON', 'nul', 'COM1', 'lpt9') gets '-qr'", () => {
    expect(qrFileName('CON')).toBe('CON-qr.png');
    expect(qrFileName('nul')).toBe('nul-qr.png');
    expect(qrFileName('COM1')).toBe('COM1-qr.png');
    expect(qrFileName('lpt9')).toBe('lpt9-qr.png');
    expect(qrFileName('CONSOLE')).toBe('CONSOLE.png');
  });
});
