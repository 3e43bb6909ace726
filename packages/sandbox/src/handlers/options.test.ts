import { describe, expect, it } from 'vitest';
import { useSandbox } from '../test/harness.js';

// A sandbox with every URL option changed: the handlers must follow them.
const custom = useSandbox({
  apiBase: 'http://sandbox.test/upstream/api',
  trackerBase: 'http://tracker.test',
  securityHeader: { name: 'X-Site-Key', value: 'k1' },
});

describe('options', () => {
  it('accepts the configured security header name and value only', async () => {
    const ok = await custom.call('GET', '/image-slider/list?device=mobile', {
      headers: { 'X-Site-Key': 'k1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data[0].image_url).toMatch(/^http:\/\/sandbox\.test\/__sandbox\//);
    const old = await custom.call('GET', '/image-slider/list?device=mobile', {
      headers: { 'X-Security-Code': 'sandbox-security-code' },
    });
    expect(old.status).toBe(403);
  });

  it('answers the tracker on its own base, pointing at the API base without /api', async () => {
    const r = await fetch('http://tracker.test/tracker?site_code=abc');
    expect(await r.json()).toEqual({ url: 'http://sandbox.test/upstream' });
  });

  it('serves payment links and faults under the configured base', async () => {
    await custom.control('POST', '/faults', { path: '/categories', kind: 'status', status: 503 });
    expect((await custom.call('GET', '/categories')).status).toBe(503);
    expect((await custom.call('GET', '/categories')).status).toBe(200);
  });
});
