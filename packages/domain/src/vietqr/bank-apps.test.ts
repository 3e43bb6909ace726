import { describe, expect, it } from 'vitest';
import { BANK_APP_LOGO_ORIGIN, BANK_APPS } from './bank-app-list';
import { bankAppsFor, lastBankAppId } from './bank-apps';

describe('the bank apps (issue 37 §1 "the most used first; a search box")', () => {
  it('the list as published: unique ids, a name, a logo on the logo origin, an autofill flag', () => {
    expect(BANK_APPS.length).toBe(37);
    expect(new Set(BANK_APPS.map((app) => app.id)).size).toBe(BANK_APPS.length);
    for (const app of BANK_APPS) {
      expect(app.id).toMatch(/^[a-z0-9-]+$/);
      expect(app.name.trim()).not.toBe('');
      expect(new URL(app.logo).origin).toBe(BANK_APP_LOGO_ORIGIN);
    }
  });

  it("the apps that fill in the transfer are those VietQR's changelog names (issue 47 §1)", () => {
    // 2.12 OCB (2024-05-28), 2.15 ACB (2025-10-31), 2.16 BIDV (2026-01-09),
    // 2.17 VietinBank iPay (2026-02-13), 2.18 MBBank (2026-07-31).
    const filling = BANK_APPS.filter((app) => app.autofill).map((app) => app.id);
    expect(filling.sort()).toEqual(['acb', 'bidv', 'icb', 'mb', 'ocb']);
  });

  it('the app opened last is offered only while it is still in the list', () => {
    expect(lastBankAppId('mb')).toBe('mb');
    expect(lastBankAppId('gone-bank')).toBeNull();
    expect(lastBankAppId(null)).toBeNull();
  });

  it('with no search, the most installed first; ties keep the published order', () => {
    const ids = bankAppsFor('').map((app) => app.id);
    expect(ids.slice(0, 4)).toEqual(['mb', 'vcb', 'vba', 'icb']);
    expect(ids).toHaveLength(BANK_APPS.length);
    const installs = bankAppsFor('').map((app) => app.monthlyInstalls);
    expect(installs).toEqual([...installs].sort((a, b) => b - a));
  });

  it('a search by app or bank name, with or without diacritics', () => {
    expect(bankAppsFor('vietcom').map((app) => app.id)).toEqual(['vcb']);
    expect(bankAppsFor('ngoai thuong').map((app) => app.id)).toEqual(['vcb']);
    expect(bankAppsFor('Tiên Phong').map((app) => app.id)).toEqual(['tpb', 'tpb-pay']);
    expect(bankAppsFor('không có ngân hàng này')).toEqual([]);
  });
});
