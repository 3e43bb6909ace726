// The contract covers every upstream call the spec names: the list in ../shared/spec/README.md.
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'yaml';

const specReadme = new URL('../../shared/spec/README.md', import.meta.url);
const contract = parse(readFileSync(new URL('./openapi.yaml', import.meta.url), 'utf8'));

function specCalls() {
  const block = readFileSync(specReadme, 'utf8').split('```')[1] ?? '';
  return (
    block
      .split('\n')
      .map((line) => line.trim().match(/^(GET|POST|PUT|DELETE)\s+(\S+)/))
      .filter(Boolean)
      // "A leading slash is missing in a few places in the spec; it means the same path."
      .map(([, method, path]) => [method.toLowerCase(), `/${path.replace(/^\//, '')}`])
  );
}

test('every call in the spec README is in the contract, with its method', () => {
  const calls = specCalls();
  assert.equal(calls.length, 48, 'the spec README lists 48 calls');
  const missing = calls.filter(([method, path]) => !contract.paths[path]?.[method]);
  assert.deepEqual(missing, []);
});

test('the five calls whose path the spec does not show are marked x-path-assumed', () => {
  const assumed = Object.values(contract.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([, op]) => op?.['x-path-assumed'] === true)
      .map(([, op]) => op.operationId),
  );
  assert.deepEqual(assumed.sort(), [
    'checkAgentPhone',
    'checkAllowDeposit',
    'checkApproval',
    'checkDepositPhone',
    'getTrackerUrl',
  ]);
});

test('the tracker is described as its own server', () => {
  const tracker = contract.paths['/tracker']?.get;
  assert.ok(tracker?.servers?.length, 'getTrackerUrl has its own servers');
  assert.notDeepEqual(tracker.servers, contract.servers);
});
