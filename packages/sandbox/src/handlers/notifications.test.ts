import { describe, expect, it } from 'vitest';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();

describe('notifications', () => {
  it('lists read and unread notifications, newest first, with ISO times', async () => {
    const r = await t.call('GET', '/player/notifications', { token: await t.login() });
    expect(r.body.data).toHaveLength(4);
    expect(r.body.data.map((n: { read: number }) => n.read).sort()).toEqual([0, 0, 1, 1]);
    expect(r.body.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(r.body.data[0].created_at > r.body.data[1].created_at).toBe(true);
  });

  it('counts unread ones, and marking as read brings the count to 0', async () => {
    const token = await t.login();
    expect((await t.call('PUT', '/player/notifications/get_count', { token })).body).toEqual({
      status: true,
      count: 2,
    });
    expect((await t.call('PUT', '/player/notifications/mark_as_read', { token })).body).toEqual({
      status: true,
    });
    expect((await t.call('PUT', '/player/notifications/get_count', { token })).body).toEqual({
      status: true,
      count: 0,
    });
    const list = await t.call('GET', '/player/notifications', { token });
    expect(list.body.data.every((n: { read: number }) => n.read === 1)).toBe(true);
  });

  it('adds an unread notification when a transaction is decided', async () => {
    const token = await t.login();
    const pending = (
      await t.control('GET', `/transactions?status=pending&phone=${SEED.players.approved.phone}`)
    ).body.data[0];
    await t.control('POST', `/transactions/${pending.id}/reject`);
    expect((await t.call('PUT', '/player/notifications/get_count', { token })).body.count).toBe(3);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/player/notifications')).status).toBe(401);
    expect((await t.call('PUT', '/player/notifications/get_count')).status).toBe(401);
    expect((await t.call('PUT', '/player/notifications/mark_as_read')).status).toBe(401);
  });
});
