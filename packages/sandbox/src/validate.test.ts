import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from './contract-watch.js';
import { useSandbox } from './test/harness.js';
import { createContractValidator } from './validate.js';

describe('createContractValidator on openapi/openapi.yaml', () => {
  const v = contract();

  it('knows every operation of the contract', () => {
    expect(v.operations).toContain('GET /user');
    expect(v.operations).toContain(
      'GET /player/get_balance_game_categories-item/{gameId}/{platformId}',
    );
    expect(v.operations).toContain('GET /tracker');
    expect(v.operations.length).toBeGreaterThanOrEqual(49);
  });

  it('accepts a good response and matches templated paths', () => {
    expect(
      v.validateResponse({
        method: 'GET',
        path: '/player/game/101/balance',
        status: 200,
        body: { status: true, result: 3 },
      }),
    ).toEqual([]);
    expect(
      v.validateResponse({
        method: 'get',
        path: '/check_phone/0912345678?x=1',
        status: 200,
        body: { status: true, data: { registered: true } },
      }),
    ).toEqual([]);
  });

  it('reports a wrong body, an unknown operation and an undocumented status', () => {
    const wrong = v.validateResponse({
      method: 'GET',
      path: '/user',
      status: 200,
      body: { status: true, data: { name: 'x', balance: 5000 } },
    });
    expect(wrong.join('\n')).toMatch(/balance/);
    expect(v.validateResponse({ method: 'GET', path: '/nope', status: 200, body: {} })[0]).toMatch(
      /no such operation/,
    );
    expect(
      v.validateResponse({ method: 'DELETE', path: '/user', status: 200, body: {} })[0],
    ).toMatch(/no such operation/);
    expect(v.validateResponse({ method: 'GET', path: '/user', status: 418, body: {} })[0]).toMatch(
      /not documented/,
    );
  });

  it('follows $ref responses (401 Unauthenticated)', () => {
    expect(
      v.validateResponse({
        method: 'GET',
        path: '/user',
        status: 401,
        body: { message: 'Unauthenticated.' },
      }),
    ).toEqual([]);
    expect(
      v.validateResponse({ method: 'GET', path: '/user', status: 401, body: { message: 'nope' } }),
    ).not.toEqual([]);
  });
});

describe('the harness', () => {
  const t = useSandbox();

  it('validates every mocked API response', async () => {
    const before = t.checkedCount();
    await t.call('GET', '/categories');
    await t.call('GET', '/user');
    // Checks run on response events; give them a tick.
    await new Promise((r) => setTimeout(r, 20));
    expect(t.checkedCount()).toBe(before + 2);
  });
});

describe('a custom contract file', () => {
  it('is read from the given path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-'));
    const file = join(dir, 'c.yaml');
    writeFileSync(
      file,
      `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /ping:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pong' }
components:
  schemas:
    Pong: { type: object, required: [pong], properties: { pong: { type: boolean } } }
`,
    );
    const v = createContractValidator(file);
    expect(
      v.validateResponse({ method: 'GET', path: '/ping', status: 200, body: { pong: true } }),
    ).toEqual([]);
    expect(
      v.validateResponse({ method: 'GET', path: '/ping', status: 200, body: {} }),
    ).toHaveLength(1);
  });
});
