import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { setupSandbox } from './vitest.js';

// The page-test set-up checks every answer a page gets against the contract, as the HTTP server does.
const { server, sandbox, control, sent, contractViolations } = setupSandbox();
const categories = `${sandbox.options.apiBase}/categories`;

it("the sandbox's own answers keep to the contract", async () => {
  expect((await fetch(categories)).status).toBe(200);
  expect(await contractViolations()).toEqual([]);
});

it('an answer that breaks openapi/openapi.yaml is found and named', async () => {
  server.use(http.get(categories, () => HttpResponse.json({ status: 'nope' })));
  await fetch(categories);
  const found = await contractViolations();
  expect(found.length).toBeGreaterThan(0);
  expect(found[0]).toContain('GET /categories -> 200');
});

it("an injected fault is the test's own doing and is not checked", async () => {
  await control.injectFault({
    method: 'GET',
    path: '/categories',
    kind: 'status',
    status: 200,
    body: { status: 'nope' },
  });
  expect((await fetch(categories)).status).toBe(200);
  expect(await contractViolations()).toEqual([]);
});

it('a call is in `sent` from the moment the page makes it, before msw meets it', async () => {
  const answers = [
    fetch(categories),
    fetch(new Request(`${sandbox.options.apiBase}/login_user`, { method: 'POST', body: '{}' })),
    fetch(new URL(`${sandbox.options.apiBase}/login_user`), { method: 'post', body: '{}' }),
    fetch(`${sandbox.options.origin}/__sandbox/state`),
  ];
  expect(sent).toEqual(['GET /api/categories', 'POST /api/login_user', 'POST /api/login_user']);
  await Promise.all(answers);
});
