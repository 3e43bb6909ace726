import { describe, expect, it } from 'vitest';
import { decodeWith, expectMalformed } from '../test/decode';
import { notificationCount, notifications } from './notifications';

const notice = (id: unknown, more = {}) => ({
  id,
  title: 'Nạp tiền thành công',
  message: 'Bạn đã nạp 500.000 VND',
  read: 0,
  created_at: '2026-11-22T10:15:00Z',
  updated_at: '2026-11-22T10:15:00Z',
  ...more,
});

describe('notifications', () => {
  it('an empty or invalid created_at keeps its title and message and gets created_at: null', () => {
    const { value, dropped } = decodeWith(notifications, {
      status: true,
      data: [
        notice(1),
        notice(2, { created_at: '' }),
        notice(3, { created_at: 'not a date', updated_at: null }),
        notice(4, { created_at: '2026-13-45T99:00:00Z' }),
      ],
    });
    expect(value.data).toEqual([
      notice(1),
      notice(2, { created_at: null }),
      notice(3, { created_at: null, updated_at: null }),
      notice(4, { created_at: null }),
    ]);
    expect(dropped).toBe(0);
  });

  it('a row without an id, title or message is dropped; a bad read flag reads as read', () => {
    const { value, dropped } = decodeWith(notifications, {
      data: [notice(1), notice(undefined), notice(3, { title: null }), notice('4', { read: 'x' })],
    });
    expect(value.data).toEqual([notice(1), notice(4, { read: 1 })]);
    expect(dropped).toBe(2);
  });

  it('numbers given as strings coerce: read "1" → 1', () => {
    expect(
      decodeWith(notifications, { data: [notice(1, { read: '1' })] }).value.data[0]?.read,
    ).toBe(1);
  });

  it('envelope wrong → one clear failure: data that is not a list', () => {
    expectMalformed(notifications, { status: true, data: 'none' });
  });
});

describe('the unread count', () => {
  it('numbers given as strings coerce: "2" → 2', () => {
    expect(decodeWith(notificationCount, { status: true, count: '2' }).value.count).toBe(2);
  });

  it.each([{ count: 'hai' }, { count: -1 }, {}])(
    'envelope wrong → one clear failure: %j',
    (body) => {
      expectMalformed(notificationCount, body);
    },
  );
});
