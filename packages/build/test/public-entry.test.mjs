// A package's entry and its modules: each way they drift is told (the packages' own tests hand
// their real modules and entry to the same function).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { entryDrift } from '../dist/public-entry.js';

const rule = () => 1;
const helper = () => 2;
const modules = { './rule.ts': { rule, LIMIT: 10 }, './helper.ts': { helper } };

test('the entry exports every public name and the list names the rest: no drift', () => {
  assert.deepEqual(entryDrift({ rule, LIMIT: 10 }, modules, { './helper.ts': ['helper'] }), []);
});

test('a name renamed by the entry is still the same export', () => {
  assert.deepEqual(
    entryDrift({ rule2: rule, LIMIT: 10 }, modules, { './helper.ts': ['helper'] }),
    [],
  );
});

test('a module or a name the entry left out is told', () => {
  assert.deepEqual(entryDrift({ rule }, modules, {}), [
    './rule.ts: LIMIT is neither exported by the entry nor listed as internal',
    './helper.ts: helper is neither exported by the entry nor listed as internal',
  ]);
});

test('a list that no longer holds is told: exported after all, gone, or no module', () => {
  const internal = { './rule.ts': ['rule', 'gone'], './old.ts': ['x'] };
  assert.deepEqual(entryDrift({ rule, LIMIT: 10, helper }, modules, internal), [
    './rule.ts: rule is listed as internal, but the entry exports it',
    './rule.ts: gone is listed as internal but not exported',
    './old.ts is listed as internal but is no module',
  ]);
});
