import { afterEach, describe, expect, it, vi } from 'vitest';
import { trustedScriptUrl } from './trusted-types';

// jsdom has no Trusted Types: a stand-in factory records the policies made, as Chromium's would.
function stubTrustedTypes() {
  const made: string[] = [];
  const createPolicy = vi.fn(
    (name: string, rules: { createScriptURL: (input: string) => string }) => {
      if (made.includes(name)) throw new TypeError(`policy ${name} exists`);
      made.push(name);
      return { createScriptURL: (input: string) => ({ signed: rules.createScriptURL(input) }) };
    },
  );
  vi.stubGlobal('trustedTypes', { createPolicy });
  return createPolicy;
}

afterEach(() => vi.unstubAllGlobals());

describe('trustedScriptUrl (issue 39 §1: a script URL through a policy that allows only its own)', () => {
  it('gives the address itself where the browser has no Trusted Types', () => {
    expect(trustedScriptUrl('test-none', '/sw.js')).toBe('/sw.js');
  });

  it('makes its one address through the named policy, made once, and refuses any other', () => {
    const createPolicy = stubTrustedTypes();
    const first = trustedScriptUrl('test-one', 'https://challenges.example/api.js');
    expect(first).toEqual({ signed: 'https://challenges.example/api.js' });
    expect(trustedScriptUrl('test-one', 'https://challenges.example/api.js')).toEqual(first);
    expect(createPolicy).toHaveBeenCalledOnce();
    expect(createPolicy).toHaveBeenCalledWith('test-one', expect.anything());
    expect(() => trustedScriptUrl('test-one', 'https://evil.example/x.js')).toThrow(TypeError);
  });
});
