import { waitFor } from '@testing-library/react';
import { ROUTE_ACCESS } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { openPage } from '../test/render';
import { routeTable } from './routes';

describe('one route table drives the router, the guard and the layout', () => {
  it("every route of @wallet/domain's table has a page, and every page a route there", () => {
    const pages = routeTable.map((entry) => entry.path).filter((path) => path !== '*');
    expect(new Set(pages)).toEqual(new Set(Object.keys(ROUTE_ACCESS)));
    expect(pages).toHaveLength(new Set(pages).size);
  });

  it('a path outside the table is the not-found page, public', async () => {
    const { screen } = await openPage('/no-such-page');
    expect(await screen.findByText('Trang mà bạn đang tìm kiếm không tồn tại.')).toBeDefined();
  });

  it('a login-required page sends a visitor to /login', async () => {
    const { router } = await openPage('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
