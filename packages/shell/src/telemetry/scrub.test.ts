import { describe, expect, it } from 'vitest';
import { scrubKey, scrubPath, scrubStack, scrubText } from './scrub';

// Issue 15 "Observable": "failed queries and mutations (with the upstream code, never the token,
// phone or amounts in clear)".
describe('the scrubber: nothing personal leaves in clear', () => {
  it('masks a phone however it is written', () => {
    for (const phone of [
      '0912345678',
      '+84912345678',
      '0912 345 678',
      '0912.345.678',
      '091-234-5678',
    ]) {
      expect(scrubText(`no account for ${phone}`)).toBe('no account for [digits]');
    }
  });

  it('masks every run of 6 or more digits (account and card numbers, big amounts), not shorter ones', () => {
    expect(scrubText('account 19036512345017 refused')).toBe('account [digits] refused');
    expect(scrubText('amount 5000000 over limit')).toBe('amount [digits] over limit');
    expect(scrubText('HTTP 503 after 3 tries, code 12345')).toBe(
      'HTTP 503 after 3 tries, code 12345',
    );
  });

  it('masks an amount grouped in thousands or written with its currency', () => {
    expect(scrubText('min 50.000 max 1,000')).toBe('min [amount] max [amount]');
    expect(scrubText('nạp 20000 đ, rút 30000 VND, 40000₫')).toBe(
      'nạp [amount], rút [amount], [amount]',
    );
  });

  it('masks a Bearer token, a JWT and an e-mail address', () => {
    expect(scrubText('Authorization: Bearer 41|Zx9qLk-secret_token')).toBe(
      'Authorization: Bearer [token]',
    );
    expect(scrubText('bad jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-Nature_x')).toBe(
      'bad jwt [token]',
    );
    expect(scrubText('sent to an.player+vn@mail.example.vn')).toBe('sent to [email]');
  });

  it('masks the value of a field named like a secret or personal one, in JSON or a query string', () => {
    expect(scrubText('{"phone":"0912345678","password":"Matkhau1","token":"abc","code":"X"}')).toBe(
      '{"phone":[redacted],"password":[redacted],"token":[redacted],"code":"X"}',
    );
    expect(scrubText('?otp=1234&amount=50&page=2')).toBe(
      '?otp=[redacted]&amount=[redacted]&page=2',
    );
  });

  it('names a page by its path only, without query string or fragment', () => {
    expect(scrubPath('https://site.vn/deposit?amount=50000&phone=0912345678#step2')).toBe(
      '/deposit',
    );
    expect(scrubPath('/transections/1234567')).toBe('/transections/[digits]');
  });

  it('writes a query key as one line, its personal parts masked', () => {
    expect(scrubKey(['upstream', 'public', 'deposit-phone', '0912345678'])).toBe(
      'upstream/public/deposit-phone/[digits]',
    );
    expect(scrubKey(['upstream', 'public', 'promotions', { loggedIn: true }])).toBe(
      'upstream/public/promotions/{"loggedIn":true}',
    );
    expect(scrubKey(undefined)).toBeUndefined();
  });

  it("keeps a stack frame's line and column (the source maps need them) and masks the rest", () => {
    const stack = [
      'Error: no wallet for 0912345678',
      '    at Deposit (https://site.vn/assets/deposit-B1x.js:1:1234567)',
    ].join('\n');
    expect(scrubStack(stack)).toBe(
      [
        'Error: no wallet for [digits]',
        '    at Deposit (https://site.vn/assets/deposit-B1x.js:1:1234567)',
      ].join('\n'),
    );
  });
});
