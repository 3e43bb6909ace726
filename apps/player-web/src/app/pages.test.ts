import { describe, expect, it } from 'vitest';
import { pageOf, pages } from './pages';

describe('pageOf: the page a path opens, read before the router exists', () => {
  it('a route of the table, with or without a trailing slash', () => {
    expect(pageOf('/')).toBe(pages['/']);
    expect(pageOf('/deposit')).toBe(pages['/deposit']);
    expect(pageOf('/deposit/')).toBe(pages['/deposit']);
    expect(pageOf('/profile/all-wallet')).toBe(pages['/profile/all-wallet']);
  });

  it("a path with a parameter (001 §2 '/transections/:id')", () => {
    expect(pageOf('/transections/123')).toBe(pages['/transections/:id']);
    expect(pageOf('/transections')).toBe(pages['/transections']);
  });

  it('anything else is the not-found page', () => {
    expect(pageOf('/no-such-page')).toBe(pages['*']);
    expect(pageOf('/transections/1/2')).toBe(pages['*']);
  });
});
