/**
 * `pnpm --filter @wallet/domain vietqr:refresh`: rebuilds src/vietqr/published-apps.ts and
 * published-banks.ts from VietQR's own lists and prints what changed (issue 47 §1). Run it where a
 * network reaches api.vietqr.io, before a release that touches deposits; read the changes, run the
 * domain's tests (they pin the apps that fill in), commit.
 *
 *   --from <dir>   read android.json, ios.json and banks.json saved in <dir> instead (answers
 *                  saved elsewhere, or a public copy: say which with --note)
 *   --note <text>  a line for the modules' header: where the lists came from when not from VietQR
 *   --check        print the changes and write nothing
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { PUBLISHED_APPS } from '../src/vietqr/published-apps.ts';
import { PUBLISHED_BANKS } from '../src/vietqr/published-banks.ts';
import {
  APP_LIST_URL,
  BANK_LIST_URL,
  fillingIds,
  listChanges,
  readAppList,
  readBankList,
  renderAppModule,
  renderBankModule,
  type ListOrigin,
} from './vietqr-lists.ts';

const { values } = parseArgs({
  // `pnpm … vietqr:refresh -- --check` passes the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { from: { type: 'string' }, note: { type: 'string' }, check: { type: 'boolean' } },
});
const here = new URL('../src/vietqr/', import.meta.url);

async function answer(url: string, saved: string): Promise<unknown> {
  if (values.from) return JSON.parse(await readFile(join(values.from, saved), 'utf8'));
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

async function write(file: string, source: string): Promise<void> {
  const path = new URL(file, here);
  const options = await resolveConfig(path.pathname);
  await writeFile(path, await format(source, { ...options, filepath: path.pathname }));
}

const day = new Date().toISOString().slice(0, 10);
const origin = (url: string): ListOrigin => ({ url, day, note: values.note });

const [android, ios, bankAnswer] = await Promise.all([
  answer(APP_LIST_URL.android, 'android.json'),
  answer(APP_LIST_URL.ios, 'ios.json'),
  answer(BANK_LIST_URL, 'banks.json'),
]).catch((error: unknown) => {
  console.error(`VietQR's lists could not be read (${String(error)}): nothing written.`);
  process.exit(1);
});
const apps = readAppList(android);
const banks = readBankList(bankAnswer);
if (apps.length === 0 || banks.length === 0) throw new Error('an empty list: nothing written');

const before = PUBLISHED_APPS.map(([id, name, bankName, logoPath, monthlyInstalls, autofill]) => ({
  ...{ id, name, bankName, logoPath, monthlyInstalls, autofill: autofill === 1 },
}));
const report = [
  '# Apps (Android list)',
  ...listChanges(before, apps, 'id'),
  '# Banks',
  ...listChanges(
    PUBLISHED_BANKS.map(([bin, code, shortName, name]) => ({ bin, code, shortName, name })),
    banks,
    'bin',
  ),
  '# Where iOS says otherwise (one list serves both: docs/decisions.md)',
  `fills in on Android only: ${
    fillingIds(android)
      .filter((id) => !fillingIds(ios).includes(id))
      .join(', ') || 'none'
  }`,
  `fills in on iOS only: ${
    fillingIds(ios)
      .filter((id) => !fillingIds(android).includes(id))
      .join(', ') || 'none'
  }`,
];
console.log(report.join('\n'));
if (!values.check) {
  await write('published-apps.ts', renderAppModule(apps, origin(APP_LIST_URL.android)));
  await write('published-banks.ts', renderBankModule(banks, origin(BANK_LIST_URL)));
  console.log(`Written: ${apps.length} apps, ${banks.length} banks.`);
}
