import { describe, expect, it } from 'vitest';
import {
  fillingIds,
  listChanges,
  readAppList,
  readBankList,
  renderAppModule,
  renderBankModule,
} from './vietqr-lists';

const LOGO = 'https://play-lh.googleusercontent.com/abc';
const appAnswer = {
  apps: [
    {
      appId: 'mb',
      appName: 'MB Bank',
      bankName: 'Ngân hàng TMCP Quân đội',
      appLogo: LOGO,
      monthlyInstall: 500000,
      autofill: 1,
    },
    {
      appId: 'vcb',
      appName: 'Vietcombank',
      bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
      appLogo: LOGO,
      monthlyInstall: '300000',
      autofill: 0,
    },
    { appId: 'Bad Id', appName: 'X', appLogo: LOGO },
    { appId: 'nologo', appName: 'No logo', appLogo: 'https://elsewhere.example/x.png' },
    'not an app',
  ],
};

describe("the refresh script's reading of VietQR's lists (issue 47 §1)", () => {
  it('reads the app list, leaving out an app it could not show or open', () => {
    expect(readAppList(appAnswer)).toEqual([
      {
        id: 'mb',
        name: 'MB Bank',
        bankName: 'Ngân hàng TMCP Quân đội',
        logoPath: 'abc',
        monthlyInstalls: 500000,
        autofill: true,
      },
      {
        id: 'vcb',
        name: 'Vietcombank',
        bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
        logoPath: 'abc',
        monthlyInstalls: 300000,
        autofill: false,
      },
    ]);
    expect(fillingIds(appAnswer.apps)).toEqual(['mb']);
    expect(() => readAppList({ error: 'down' })).toThrow('no "apps" list');
  });

  it('reads the bank list, leaving out a bank without a 6-digit BIN or a code', () => {
    const banks = readBankList({
      code: '00',
      data: [
        {
          bin: '970436',
          code: 'VCB',
          shortName: 'Vietcombank',
          name: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
        },
        { bin: '97043', code: 'X' },
        { bin: '970422', code: '' },
        { bin: '970415', code: 'ICB' },
      ],
    });
    expect(banks).toEqual([
      {
        bin: '970436',
        code: 'VCB',
        shortName: 'Vietcombank',
        name: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
      },
      { bin: '970415', code: 'ICB', shortName: 'ICB', name: 'ICB' },
    ]);
  });

  it('prints what changed: added, removed, each field that differs', () => {
    const before = [
      { id: 'mb', autofill: false, name: 'MB Bank' },
      { id: 'old', autofill: false, name: 'Old' },
    ];
    const after = [
      { id: 'mb', autofill: true, name: 'MB Bank' },
      { id: 'new', autofill: false, name: 'New' },
    ];
    expect(listChanges(before, after, 'id')).toEqual([
      '~ mb autofill: false → true',
      '+ new',
      '- old',
    ]);
  });

  it('writes modules that say where the list came from, a row per entry', () => {
    const apps = readAppList(appAnswer);
    const module = renderAppModule(apps, {
      url: 'https://api.vietqr.io/v2/android-app-deeplinks',
      day: '2026-11-29',
    });
    expect(module).toContain(
      'Source: https://api.vietqr.io/v2/android-app-deeplinks, read 2026-11-29.',
    );
    expect(module).toContain("  ['mb', 'MB Bank', 'Ngân hàng TMCP Quân đội', 'abc', 500000, 1],");
    const banks = renderBankModule(
      [{ bin: '970422', code: 'MB', shortName: "M'B", name: 'Quân đội' }],
      {
        url: 'https://api.vietqr.io/v2/banks',
        day: '2026-11-29',
        note: 'copied from a saved answer.',
      },
    );
    expect(banks).toContain('Source: https://api.vietqr.io/v2/banks, copied from a saved answer.');
    expect(banks).toContain("  ['970422', 'MB', 'M\\'B', 'Quân đội'],");
  });
});
