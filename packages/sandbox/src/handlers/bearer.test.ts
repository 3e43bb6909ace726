import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { useSandbox } from '../test/harness.js';
import { defaultContractPath } from '../validate.js';

const t = useSandbox();

type Op = { security?: Record<string, unknown>[] };
const doc = parse(readFileSync(defaultContractPath(), 'utf8')) as {
  paths: Record<string, Record<string, Op>>;
};

/** Every operation the contract marks bearer-only (not the optional-token ones). */
const bearerOnly = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => op.security?.length === 1 && 'bearerAuth' in op.security[0]!)
    .map(
      ([method, op]) =>
        [
          method.toUpperCase(),
          path.replace(/\{phone\}/g, '0912345678').replace(/\{[^}]+\}/g, '1'),
          op,
        ] as const,
    ),
);

describe('bearer operations', () => {
  it('are read from the contract', () => {
    expect(bearerOnly.length).toBeGreaterThanOrEqual(30);
  });

  it.each(bearerOnly.map(([method, path]) => [method, path]))(
    '%s %s answers 401 Unauthenticated. without a token',
    async (method, path) => {
      const r = await t.call(method, path, method === 'GET' ? {} : { json: {} });
      expect(r).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
      const stale = await t.call(
        method,
        path,
        method === 'GET' ? { token: 'expired' } : { token: 'expired', json: {} },
      );
      expect(stale.status).toBe(401);
    },
  );
});
