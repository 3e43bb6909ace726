import { describe, expect, it } from 'vitest';
import { BANK_APP_LOGO_ORIGIN, BANK_APPS } from './bank-app-list';
import { bankAppsFor } from './bank-apps';

describe('the bank apps (issue 37 §1 "the most used first; a search box")', () => {
  it('the list as published: unique ids, a name, a logo on the logo origin, an autofill flag', () => {
    expect(BANK_APPS.length).toBe(37);
    expect(new Set(BANK_APPS.map((app) => app.id)).size).toBe(BANK_APPS.length);
    for (const app of BANK_APPS) {
      expect(app.id).toMatch(/^[a-z0-9-]+$/);
      expect(app.name.trim()).not.toBe('');
      expect(new URL(app.logo).origin).toBe(BANK_APP_LOGO_ORIGIN);
    }
    expect(BANK_APPS.filter((app) => app.autofill).map((app) => app.id)).toEqual(['ocb']);
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
