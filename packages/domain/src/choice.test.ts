import { describe, expect, it } from 'vitest';
import { chosenOrFirst } from './choice';

describe('000 §4 "The first method (lowest sorting_order) is selected, and its first bank" (chosenOrFirst)', () => {
  const banks = [{ id: 3 }, { id: 7 }];

  it('the chosen one while it is offered, else the first', () => {
    expect(chosenOrFirst(banks, 7)).toEqual({ id: 7 });
    expect(chosenOrFirst(banks, null)).toEqual({ id: 3 });
    expect(chosenOrFirst(banks, 99)).toEqual({ id: 3 });
  });

  it('an empty list is a bug, said as one', () => {
    expect(() => chosenOrFirst([], null)).toThrow('nothing to choose from');
  });
});
