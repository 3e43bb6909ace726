/**
 * VietQR's published lists, read and written as the data modules of src/vietqr (issue 47 §1): the
 * bank apps its link service opens and the banks (BIN → code) a link names. Pure, so the refresh
 * script's reading, writing and report are tested without a network.
 */

import { BANK_APP_LOGO_ORIGIN as LOGO_ORIGIN } from '../src/vietqr/published.ts';

/** The app lists' address: https://api.vietqr.io/v2/{android,ios}-app-deeplinks. */
export const APP_LIST_URL = {
  android: 'https://api.vietqr.io/v2/android-app-deeplinks',
  ios: 'https://api.vietqr.io/v2/ios-app-deeplinks',
} as const;
/** The bank list's address (vietqr.io/api-bank: "lấy trích ra mã ngân hàng dùng trong Quick Link"). */
export const BANK_LIST_URL = 'https://api.vietqr.io/v2/banks';

export interface AppRecord {
  id: string;
  name: string;
  bankName: string;
  /** The logo's path on LOGO_ORIGIN. */
  logoPath: string;
  monthlyInstalls: number;
  autofill: boolean;
}

export interface BankRecord {
  bin: string;
  /** VietQR's bank code as published (`VCB`); a link names it in lower case. */
  code: string;
  shortName: string;
  name: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The list inside an answer: `{ apps: [...] }` or `{ data: [...] }` or the bare array. */
function listIn(answer: unknown, key: 'apps' | 'data'): unknown[] {
  if (Array.isArray(answer)) return answer;
  const list = isRecord(answer) ? answer[key] : undefined;
  if (!Array.isArray(list)) throw new Error(`no "${key}" list in the answer`);
  return list;
}

/**
 * The Android app list as VietQR answers it (appId, appName, bankName, appLogo, monthlyInstall,
 * autofill), in its published order. An app without an id, a name or a logo on LOGO_ORIGIN is
 * left out: the chooser could not show or open it.
 */
export function readAppList(answer: unknown): AppRecord[] {
  return listIn(answer, 'apps').flatMap((item): AppRecord[] => {
    if (!isRecord(item)) return [];
    const id = text(item.appId);
    const name = text(item.appName);
    const logo = text(item.appLogo);
    if (!/^[a-z0-9-]+$/.test(id) || !name || !logo.startsWith(`${LOGO_ORIGIN}/`)) return [];
    const installs = Number(item.monthlyInstall);
    return [
      {
        id,
        name,
        bankName: text(item.bankName),
        logoPath: logo.slice(LOGO_ORIGIN.length + 1),
        monthlyInstalls: Number.isFinite(installs) && installs > 0 ? Math.round(installs) : 0,
        autofill: item.autofill === 1 || item.autofill === true,
      },
    ];
  });
}

/** The ids of the apps a list says fill in the transfer. */
export function fillingIds(answer: unknown): string[] {
  return readAppList(answer)
    .filter((app) => app.autofill)
    .map((app) => app.id);
}

/** The bank list as VietQR answers it (bin, code, shortName, name); a bank without a 6-digit BIN or a code is left out. */
export function readBankList(answer: unknown): BankRecord[] {
  return listIn(answer, 'data').flatMap((item): BankRecord[] => {
    if (!isRecord(item)) return [];
    const bin = text(item.bin);
    const code = text(item.code);
    if (!/^\d{6}$/.test(bin) || !code) return [];
    return [{ bin, code, shortName: text(item.shortName) || code, name: text(item.name) || code }];
  });
}

/** What a refreshed list changes, a line each: added, removed, and each field that differs. */
export function listChanges<T extends object>(
  before: readonly T[],
  after: readonly T[],
  key: keyof T & string,
): string[] {
  const byKey = (list: readonly T[]) => new Map(list.map((item) => [String(item[key]), item]));
  const old = byKey(before);
  const now = byKey(after);
  const lines: string[] = [];
  for (const [id, item] of now) {
    const was = old.get(id);
    if (!was) {
      lines.push(`+ ${id}`);
      continue;
    }
    for (const field of Object.keys(item) as (keyof T & string)[]) {
      if (was[field] !== item[field]) {
        lines.push(`~ ${id} ${field}: ${String(was[field])} → ${String(item[field])}`);
      }
    }
  }
  for (const id of old.keys()) if (!now.has(id)) lines.push(`- ${id}`);
  return lines;
}

/** Where a written list came from, said at the top of its module. */
export interface ListOrigin {
  /** The published address. */
  url: string;
  /** The day it was read (YYYY-MM-DD). */
  day: string;
  /** Said instead of the day when the list did not come straight from `url` (a copy, and what was changed by hand). */
  note?: string | undefined;
}

/** Words wrapped to the width of a comment line. */
function wrap(words: string, width = 96): string[] {
  const lines: string[] = [];
  for (const word of words.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function header(origin: ListOrigin): string {
  const lines = [
    'Generated by `pnpm --filter @wallet/domain vietqr:refresh` (scripts/vietqr-refresh.ts): run it',
    'again rather than editing by hand.',
    ...wrap(`Source: ${origin.url}, ${origin.note ?? `read ${origin.day}.`}`),
  ];
  return `/*\n${lines.map((line) => ` * ${line}`).join('\n')}\n */\n`;
}

const literal = (value: unknown) =>
  JSON.stringify(value).replaceAll("'", "\\'").replace(/^"|"$/g, "'");

function row(values: readonly unknown[]): string {
  return `  [${values.map((value) => (typeof value === 'string' ? literal(value) : String(value))).join(', ')}],`;
}

/** The app list's module: one row per app, in the published order. */
export function renderAppModule(apps: readonly AppRecord[], origin: ListOrigin): string {
  return `${header(origin)}
import type { PublishedApp } from './published';

/** [id, name, bank name, logo path, monthly installs, fills in (1) or only opens (0)] */
export const PUBLISHED_APPS: readonly PublishedApp[] = [
${apps.map((app) => row([app.id, app.name, app.bankName, app.logoPath, app.monthlyInstalls, app.autofill ? 1 : 0])).join('\n')}
];
`;
}

/** The bank list's module: one row per bank, in the published order. */
export function renderBankModule(banks: readonly BankRecord[], origin: ListOrigin): string {
  return `${header(origin)}
import type { PublishedBank } from './published';

/** [BIN, code, short name, name] */
export const PUBLISHED_BANKS: readonly PublishedBank[] = [
${banks.map((bank) => row([bank.bin, bank.code, bank.shortName, bank.name])).join('\n')}
];
`;
}
