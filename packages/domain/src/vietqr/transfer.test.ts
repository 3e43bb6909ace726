import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16ccitt, emvFields, hasValidCrc } from './emv';
import { bankAppLink, readVietQr, transferToFill, VIETQR_APP_LINK_BASE } from './transfer';

const field = (id: string, value: string) =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A VietQR written field by field from the NAPAS layout, here and not by the code under test. */
function payload(parts: {
  bin: string;
  account: string;
  amount?: string;
  content?: string;
  service?: string;
  currency?: string;
}): string {
  const merchant =
    field('00', 'A000000727') +
    field('01', field('00', parts.bin) + field('01', parts.account)) +
    field('02', parts.service ?? 'QRIBFTTA');
  const body =
    field('00', '01') +
    field('01', parts.amount ? '12' : '11') +
    field('38', merchant) +
    field('53', parts.currency ?? '704') +
    (parts.amount ? field('54', parts.amount) : '') +
    field('58', 'VN') +
    (parts.content ? field('62', field('08', parts.content)) : '') +
    '6304';
  return body + crc16ccitt(body);
}

/**
 * A payload published by a public project (a MB Bank account, 10,000 VND, content 'test'),
 * read by a bank app's scanner as it stands: its CRC was computed by that project, not here.
 */
const PUBLISHED =
  '00020101021238540010A00000072701240006970422011003697645770208QRIBFTTA53037045405100005802VN62080804test63044647';

describe('reading a NAPAS VietQR (issue 37 §1 "the decoding is a pure domain function tested on real payloads, including a bad CRC")', () => {
  it('the CRC is CRC-16/CCITT-FALSE: the standard check value 29B1 for "123456789"', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('a published payload: its bank BIN, account, amount and content', () => {
    expect(hasValidCrc(PUBLISHED)).toBe(true);
    expect(readVietQr(PUBLISHED)).toEqual({
      bin: '970422',
      accountNumber: '0369764577',
      amount: 10_000,
      content: 'test',
    });
  });

  it('a payload as the sandbox writes a deposit: Vietcombank, 600,000 VND, the transaction code as content', () => {
    const text = payload({
      bin: '970436',
      account: '10043645678',
      amount: '600000',
      content: 'DP1001',
    });
    expect(readVietQr(text)).toEqual({
      bin: '970436',
      accountNumber: '10043645678',
      amount: 600_000,
      content: 'DP1001',
    });
  });

  it('a bad CRC, one changed character or a cut payload: no transfer (the QR stays to be scanned)', () => {
    const text = payload({
      bin: '970436',
      account: '10043645678',
      amount: '600000',
      content: 'DP1001',
    });
    expect(readVietQr(`${text.slice(0, -4)}0000`)).toBeNull();
    expect(readVietQr(text.replace('600000', '900000'))).toBeNull();
    expect(readVietQr(text.slice(0, -10))).toBeNull();
    expect(readVietQr('')).toBeNull();
    expect(readVietQr('https://example.vn/pay')).toBeNull();
  });

  it('what no app link can take: a transfer to a card, another currency, a bad BIN, a bad amount', () => {
    expect(
      readVietQr(
        payload({ bin: '970436', account: '9704361234', amount: '1000', service: 'QRIBFTTC' }),
      ),
    ).toBeNull();
    expect(
      readVietQr(payload({ bin: '970436', account: '1004', amount: '1000', currency: '840' })),
    ).toBeNull();
    expect(readVietQr(payload({ bin: '97043', account: '1004', amount: '1000' }))).toBeNull();
    expect(readVietQr(payload({ bin: '970436', account: '1004', amount: '10.5' }))).toBeNull();
    expect(readVietQr(payload({ bin: '970436', account: '1004', amount: '0' }))).toBeNull();
  });

  it('a payload whose CRC is right but whose fields are not: no transfer', () => {
    const signed = (body: string) => `${body}6304${crc16ccitt(`${body}6304`)}`;
    expect(emvFields('AB02xx')).toBeNull();
    expect(emvFields('0005abc')).toBeNull();
    expect(readVietQr(signed('0X'))).toBeNull();
    // No merchant field, or one without the beneficiary's bank and account.
    expect(readVietQr(signed(field('00', '01') + field('54', '1000')))).toBeNull();
    const noBeneficiary = field('00', 'A000000727') + field('02', 'QRIBFTTA');
    expect(readVietQr(signed(field('38', noBeneficiary)))).toBeNull();
    expect(readVietQr(signed(field('38', `${noBeneficiary}01x`)))).toBeNull();
  });

  it('a QR without an amount or content reads as such (null), and is not filled in', () => {
    const still = readVietQr(payload({ bin: '970436', account: '1004' }));
    expect(still).toEqual({ bin: '970436', accountNumber: '1004', amount: null, content: null });
    expect(transferToFill(still, { accountNumber: '1004', amount: 1000 })).toBeNull();
  });
});

describe('"the chosen one opens with the receiving account, the bank, the amount in VND and the transfer content filled in"', () => {
  const qr = readVietQr(
    payload({ bin: '970436', account: '10043645678', amount: '600000', content: 'DP1001' }),
  );

  it('only a QR that names the account and the amount the page shows is filled in', () => {
    expect(transferToFill(qr, { accountNumber: '10043645678', amount: 600_000 })).toEqual(qr);
    expect(transferToFill(qr, { accountNumber: '10043645679', amount: 600_000 })).toBeNull();
    expect(transferToFill(qr, { accountNumber: '10043645678', amount: 60_000 })).toBeNull();
    expect(transferToFill(null, { accountNumber: '10043645678', amount: 600_000 })).toBeNull();
  });

  it("the link equals VietQR's documented examples (vietqr.io/deeplink)", () => {
    // "Ví dụ đủ tham số"
    expect(
      bankAppLink(VIETQR_APP_LINK_BASE, 'ocb', {
        amount: 790_000,
        content: 'Thanh toan DH123',
        accountNumber: '113366668888',
        bankCode: 'vcb',
        accountName: 'NGUYEN VAN A',
        returnUrl: 'https://www.vietqr.io/deeplink',
      }),
    ).toBe(
      'https://dl.vietqr.io/pay?app=ocb&am=790000&tn=Thanh+toan+DH123&ba=113366668888@vcb&bn=NGUYEN+VAN+A&url=https://www.vietqr.io/deeplink',
    );
    // "`bn` không bắt buộc. Ví dụ không có `bn`"
    expect(
      bankAppLink(VIETQR_APP_LINK_BASE, 'mb', {
        amount: 2000,
        content: 'Thanh toan DH123',
        accountNumber: '2000',
        bankCode: 'mb',
        accountName: null,
        returnUrl: 'https://www.vietqr.io/deeplink',
      }),
    ).toBe(
      'https://dl.vietqr.io/pay?app=mb&am=2000&tn=Thanh+toan+DH123&ba=2000@mb&url=https://www.vietqr.io/deeplink',
    );
  });

  it("a site's own address for the service keeps its query; a return address cannot end the query early", () => {
    const link = bankAppLink('https://pay.example.vn/open?src=wallet', 'mb', {
      amount: 600_000,
      content: 'DP1001',
      accountNumber: '10043645678',
      bankCode: 'vcb',
      returnUrl: 'https://wallet.example.vn/transections?a=1&b=2#top',
    });
    expect(link).toBe(
      'https://pay.example.vn/open?src=wallet&app=mb&am=600000&tn=DP1001&ba=10043645678@vcb&url=https://wallet.example.vn/transections?a=1%26b=2%23top',
    );
    expect(new URL(link).searchParams.get('url')).toBe(
      'https://wallet.example.vn/transections?a=1&b=2#top',
    );
  });

  it('for any transfer a QR can carry, the link carries exactly its account, bank, amount, content and name', () => {
    const ascii = fc.stringMatching(/^[ -~]{1,25}$/);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Za-z]{1,19}$/),
        fc.integer({ min: 1, max: 999_999_999 }),
        ascii,
        fc.option(fc.string({ minLength: 1, maxLength: 50 }), { nil: null }),
        fc.constantFrom('vcb', 'mb', 'tpb-pay'),
        fc.constantFrom('vcb', 'icb', 'ibk - hn'),
        (account, amount, content, accountName, app, bankCode) => {
          const link = new URL(
            bankAppLink(VIETQR_APP_LINK_BASE, app, {
              amount,
              content,
              accountNumber: account,
              bankCode,
              accountName,
              returnUrl: 'https://wallet.example.vn/transections/12',
            }),
          );
          expect(link.origin + link.pathname).toBe(VIETQR_APP_LINK_BASE);
          expect(link.searchParams.get('app')).toBe(app);
          expect(link.searchParams.get('ba')).toBe(`${account}@${bankCode}`);
          expect(link.searchParams.get('am')).toBe(String(amount));
          expect(link.searchParams.get('tn')).toBe(content);
          expect(link.searchParams.get('bn')).toBe(accountName);
          expect(link.searchParams.get('url')).toBe('https://wallet.example.vn/transections/12');
        },
      ),
    );
  });
});
