import { describe, expect, it } from 'vitest';
import { href } from './paths';

describe('href: the address of one of the site pages', () => {
  it('is the path itself, or the pattern with its parameters filled in', () => {
    expect(href('/deposit')).toBe('/deposit');
    expect(href('/transections/:id', { id: 42 })).toBe('/transections/42');
  });

  it('does not compile on a path no route declares, or without its parameters', () => {
    // @ts-expect-error: no page has this path
    expect(href('/transactions')).toBe('/transactions');
    // @ts-expect-error: the detail page needs its id
    expect(href('/transections/:id')).toBe('/transections/:id');
  });
});
