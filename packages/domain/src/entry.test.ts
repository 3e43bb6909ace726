import { readdirSync } from 'node:fs';
import { entryDrift, type Modules } from '@wallet/build/public-entry';
import { describe, expect, it } from 'vitest';
import * as entry from './index';

/** Every source module under src/ but the entry and the tests, by its path (`./errors/bank.ts`). */
async function modules(): Promise<Modules> {
  const paths = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
    .map((file) => `./${file}`);
  return Object.fromEntries(
    await Promise.all(
      paths.map(async (path) => [path, (await import(path)) as Record<string, unknown>] as const),
    ),
  );
}

// What other modules of the package use and no consumer needs.
const INTERNAL = {
  './iso-text.ts': ['isoText'],
  './vietnam-time.ts': ['VIETNAM_OFFSET_MS'],
  './errors/transport.ts': ['refusedCall'],
  './errors/types.ts': ['view'],
  // VietQR's lists as published, read through BANK_APPS and vietQrBankCode.
  './vietqr/published-apps.ts': ['PUBLISHED_APPS'],
  './vietqr/published-banks.ts': ['PUBLISHED_BANKS'],
};

describe('the entry (index.ts) and the modules agree', () => {
  it("every runtime export of a module is the entry's, or listed here as internal", async () => {
    expect(entryDrift(entry, await modules(), INTERNAL)).toEqual([]);
  });
});
