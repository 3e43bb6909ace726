import { describe, expect, it } from 'vitest';
import { holdsAppUpdate } from './app-update';

// Issue 15: "an update prompt when a new build is deployed, never a silent reload in the middle of
// a money flow".
describe('holdsAppUpdate', () => {
  it('holds the prompt on the money pages and a deposit detail', () => {
    for (const path of ['/deposit', '/withdraw', '/withdraw/', '/transections/42'])
      expect(holdsAppUpdate(path), path).toBe(true);
  });
  it('lets it show everywhere else', () => {
    for (const path of ['/', '/login', '/transections', '/profile', '/deposits', '/promotions'])
      expect(holdsAppUpdate(path), path).toBe(false);
  });
});
