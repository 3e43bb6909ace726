import { describe, expect, it } from 'vitest';
import { vietQrBankCode } from './banks';
import { PUBLISHED_BANKS } from './published-banks';

describe("VietQR's bank codes (issue 47 §1 'ba=<account>@<code> with VietQR's bank code for the QR's BIN')", () => {
  it("the codes VietQR's own documentation shows, in lower case", () => {
    // vietqr.io/deeplink: `113366668888@vcb`, `2000@mb`; its changelog: `22102025@icb`;
    // vietqr.io/api-bank: ABB 970425, ACB 970416, BIDV 970418.
    expect(vietQrBankCode('970436')).toBe('vcb');
    expect(vietQrBankCode('970422')).toBe('mb');
    expect(vietQrBankCode('970415')).toBe('icb');
    expect(vietQrBankCode('970425')).toBe('abb');
    expect(vietQrBankCode('970416')).toBe('acb');
    expect(vietQrBankCode('970418')).toBe('bidv');
  });

  it('a BIN VietQR does not list has no code, so no link is made', () => {
    expect(vietQrBankCode('123456')).toBeNull();
    expect(vietQrBankCode('')).toBeNull();
  });

  it('the list: one entry per BIN, each a 6-digit BIN with a code; renamed banks carry their current names', () => {
    const bins = PUBLISHED_BANKS.map(([bin]) => bin);
    expect(new Set(bins).size).toBe(bins.length);
    for (const [bin, code] of PUBLISHED_BANKS) {
      expect(bin).toMatch(/^\d{6}$/);
      expect(code.trim()).not.toBe('');
    }
    const name = (bin: string) => PUBLISHED_BANKS.find(([b]) => b === bin)?.[3];
    // VietQR's changelog 2.13 (2025-06-06).
    expect(name('970414')).toBe('Ngân hàng TNHH MTV Việt Nam Hiện Đại');
    expect(name('970406')).toBe('Ngân hàng TNHH MTV Số Vikki');
    expect(name('970430')).toBe('Ngân hàng TMCP Thịnh vượng và Phát triển');
    expect(name('970426')).toBe('Ngân hàng TMCP Hàng Hải Việt Nam');
  });
});
