/** The part of the browser's Trusted Types (`window.trustedTypes`) a script address needs. */
interface PolicyFactory {
  createPolicy: (
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ) => { createScriptURL: (input: string) => unknown };
}

const policies = new Map<string, { allowed: string; make: (input: string) => unknown }>();

/**
 * A script address for a Trusted Types sink (a script element's `src`, a service worker's
 * registration): where the page's policy says `require-trusted-types-for 'script'`, such a sink
 * takes only a value a named policy made, never a string (issue 39 §1).
 *
 * The policy `name` is made once per page, for the one address `url`: it refuses any other, so it
 * cannot be turned into a way around the policy. The sites' `trusted-types` name it (@wallet/build's
 * `TRUSTED_TYPES_POLICIES`). A browser without Trusted Types gets the address itself. Typed as a
 * string, as the DOM's types still call these sinks' values.
 */
export function trustedScriptUrl(name: string, url: string): string {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory) return url;
  let policy = policies.get(name);
  if (!policy) {
    const allowed = url;
    const made = factory.createPolicy(name, {
      createScriptURL: (input) => {
        if (input !== allowed) throw new TypeError(`${name} makes only ${allowed}, not ${input}`);
        return input;
      },
    });
    policy = { allowed, make: (input) => made.createScriptURL(input) };
    policies.set(name, policy);
  }
  return policy.make(url) as string;
}
